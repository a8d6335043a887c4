import type { LessonAttachmentInfo } from "@trilha/contracts/lessons.calls";
import { fileKindOf } from "@trilha/contracts/rules/upload-types";
import { type Dispatch, type SetStateAction, useId, useState } from "react";
import {
  type ChosenUpload,
  ChosenUploadItem,
  mebibytes,
  sentUploads,
  UploadItem,
  UploadPicker,
  UploadRefusals,
  useChosenUploads,
} from "../../components/ui/chosen-uploads.tsx";
import { useFileSize } from "../../components/ui/stored-files.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { type UploadCalls, uploadCalls } from "../../lib/resumable-upload.ts";
import { useAttachmentLimits } from "./api/manage.api.ts";

/** The finished uploads of the chosen files, to attach on 'Salvar'. */
export function sentUploadIds(chosen: readonly ChosenUpload[]): string[] {
  return sentUploads(chosen).map((upload) => upload.envio_id);
}

/**
 * 'Anexos' of the lesson form: the files the version has (each with 'Remover'), and 'Anexar arquivo', which picks
 * several files, each checked against the deliveries' limits and sent in resumable chunks with its own progress
 * bar. What is kept and what was sent go with the version on 'Salvar'.
 */
export function AttachmentsField(props: {
  saved: readonly LessonAttachmentInfo[];
  onRemoveSaved: (id: number) => void;
  chosen: readonly ChosenUpload[];
  setChosen: Dispatch<SetStateAction<ChosenUpload[]>>;
  calls?: UploadCalls;
}) {
  const { saved, chosen } = props;
  const { t } = useTranslation();
  const size = useFileSize();
  const ids = { legend: useId(), limits: useId(), input: useId() };
  const limits = useAttachmentLimits().data?.limites;
  const [refusals, setRefusals] = useState<string[]>([]);
  const { choose, remove } = useChosenUploads(props.setChosen, props.calls ?? uploadCalls);

  const empty = saved.length === 0 && chosen.length === 0;
  return (
    <fieldset className="attachments-field">
      <legend className="lesson-form__label" id={ids.legend}>
        {t("files.attachments")}
      </legend>
      {limits ? (
        <p className="muted lesson-form__hint" id={ids.limits}>
          {t("lesson.upload.limits", {
            max: String(limits.arquivos_max),
            size: mebibytes(limits.arquivo_max_bytes),
          })}
        </p>
      ) : null}
      {empty ? (
        <p className="muted lesson-form__hint">{t("manage.attachments.none")}</p>
      ) : (
        <ul className="chosen-uploads__list" aria-labelledby={ids.legend}>
          {saved.map((file) => (
            <UploadItem
              key={`saved-${file.id}`}
              name={file.nome}
              details={`${t(`files.type.${fileKindOf(file.tipo)}`)} · ${size(file.tamanho)}`}
              onRemove={() => props.onRemoveSaved(file.id)}
            />
          ))}
          {chosen.map((file) => (
            <ChosenUploadItem key={file.key} file={file} onRemove={() => remove(file)} />
          ))}
        </ul>
      )}
      <UploadPicker
        id={ids.input}
        label={t("manage.attachments.pick")}
        describedBy={limits ? ids.limits : undefined}
        onPick={(files) =>
          setRefusals(
            choose(files, {
              maxBytes: limits?.arquivo_max_bytes ?? null,
              room: limits ? limits.arquivos_max - saved.length - chosen.length : Number.POSITIVE_INFINITY,
              tooMany: (name) =>
                t("manage.attachments.tooMany", { name, max: String(limits?.arquivos_max ?? 0) }),
            }),
          )
        }
      />
      <UploadRefusals problems={refusals} />
    </fieldset>
  );
}
