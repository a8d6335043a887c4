import { useId } from "react";
import { useDataSaving } from "../../lib/data-saving.ts";
import { useTranslation } from "../../lib/i18n.ts";
import {
  type LinkToStoredFile,
  type LoadStoredFile,
  type StoredFile,
  StoredFileList,
} from "./stored-files.tsx";

/**
 * 'Anexos': a lesson version's attached files, each with its name, kind and size, to open or download through
 * the session (each feature passes its own call's hook). Nothing when the version has none; pictures and PDFs
 * are fetched for their preview only when the page is not saving data; sound and video are played from a link.
 */
export function LessonAttachments({
  files,
  load,
  linkOf,
  level = 2,
  title,
}: {
  files: readonly StoredFile[];
  load: LoadStoredFile;
  linkOf?: LinkToStoredFile;
  /** The heading's level where the section sits (a page's h2, a dialog's h3). */
  level?: 2 | 3;
  /** The heading where 'Anexos' alone could be mistaken for someone else's files (a student's delivery). */
  title?: string;
}) {
  const { t } = useTranslation();
  const savingData = useDataSaving();
  const headingId = useId();
  if (files.length === 0) return null;
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section className="lesson-attachments" aria-labelledby={headingId}>
      <Heading id={headingId}>{title ?? t("files.attachments")}</Heading>
      <StoredFileList files={files} load={load} linkOf={linkOf} showType previews={!savingData} />
    </section>
  );
}
