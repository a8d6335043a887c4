import { formatGrade } from "@trilha/contracts/rules/grade";
import { FactList } from "../../components/ui/fact-list.tsx";
import { LessonAttachments } from "../../components/ui/lesson-attachments.tsx";
import { LessonBody } from "../../components/ui/lesson-body.tsx";
import { ModalDialog } from "../../components/ui/modal-dialog.tsx";
import { QueryContent } from "../../components/ui/query-content.tsx";
import { TagList } from "../../components/ui/tag-list.tsx";
import { useLanguage, useTranslation } from "../../lib/i18n.ts";
import { downloadLessonAttachment, lessonAttachmentLinkOf } from "../../lib/stored-file-calls.ts";
import { useLessonPreview } from "./api/classroom.api.ts";

/**
 * 'Pré-visualizar': a lesson of the catalogue as its students would be given it (the current version's body, its
 * grade and its files), before the teacher gives it. Loaded on the first press, with the body's sanitiser.
 */
export function LessonPreviewDialog({ lessonId, onClose }: { lessonId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const preview = useLessonPreview(lessonId);
  const title = preview.data
    ? t("classroom.preview.title", { title: preview.data.conteudo.titulo })
    : t("classroom.preview.action");
  return (
    <ModalDialog title={title} onClose={onClose} className="classroom__preview">
      <QueryContent query={preview} unauthorized="sign-out">
        {({ conteudo }) => (
          <>
            <FactList
              className="classroom__preview-facts"
              facts={[
                [t("contents.typeLabel"), t(`contents.type.${conteudo.tipo}`)],
                [t("classroom.preview.author"), conteudo.autor.nome],
                [t("classroom.preview.version"), String(conteudo.versao)],
                [t("classroom.preview.maxGrade"), formatGrade(Math.round(conteudo.nota_maxima * 10), lang)],
              ]}
            />
            <TagList
              tags={conteudo.tagsFiltro}
              label={t("contents.tags")}
              className="classroom__preview-tags"
            />
            <LessonBody html={conteudo.corpo} headingLevel={3} />
            <LessonAttachments
              files={conteudo.anexos}
              load={downloadLessonAttachment}
              linkOf={lessonAttachmentLinkOf}
              level={3}
            />
          </>
        )}
      </QueryContent>
    </ModalDialog>
  );
}
