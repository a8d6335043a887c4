import type { ReactNode } from "react";
import { deliveredFileLinkOf, downloadDeliveredFile } from "../../lib/stored-file-calls.ts";
import { type StoredFile, StoredFileList } from "./stored-files.tsx";

/** The files a student handed in on an attempt, under the heading its page gives them; nothing without files. */
export function DeliveredFiles({
  files,
  heading,
  className,
}: {
  files: readonly StoredFile[];
  heading: ReactNode;
  className?: string;
}) {
  if (files.length === 0) return null;
  return (
    <div className={className}>
      {heading}
      <StoredFileList files={files} load={downloadDeliveredFile} linkOf={deliveredFileLinkOf} />
    </div>
  );
}
