import type { LessonAttachmentInfo } from "@trilha/contracts/lessons.calls";
import {
  ACCEPTED_UPLOAD_TYPES,
  fileKindOf,
  mayBeAcceptedUploadType,
} from "@trilha/contracts/rules/upload-types";
import type { Upload } from "@trilha/contracts/uploads.calls";
import { type Dispatch, type SetStateAction, useEffect, useId, useRef, useState } from "react";
import { useFileSize } from "../../components/ui/stored-files.tsx";
import { errorMessage } from "../../lib/api-client.ts";
import { useTranslation } from "../../lib/i18n.ts";
import { type UploadCalls, uploadCalls, uploadInChunks } from "../../lib/resumable-upload.ts";
import { useAttachmentLimits } from "./api/manage.api.ts";

/** A file the author chose to attach, as it goes up. */
export interface ChosenAttachment {
  key: string;
  name: string;
  size: number;
  state: "sending" | "sent" | "failed";
  received: number;
  upload: Upload | null;
  error: string | null;
}

/** The finished uploads of the chosen files, to attach on 'Salvar'. */
export function sentUploadIds(chosen: readonly ChosenAttachment[]): string[] {
  return chosen.flatMap((file) => (file.state === "sent" && file.upload ? [file.upload.envio_id] : []));
}

const MEBIBYTE = 1024 * 1024;

/**
 * 'Anexos' of the lesson form: the files the version has (each with 'Remover'), and 'Anexar arquivo', which picks
 * several files, each checked against the deliveries' limits and sent in resumable chunks with its own progress
 * bar. What is kept and what was sent go with the version on 'Salvar'.
 */
export function AttachmentsField(props: {
  saved: readonly LessonAttachmentInfo[];
  onRemoveSaved: (id: number) => void;
  chosen: readonly ChosenAttachment[];
  setChosen: Dispatch<SetStateAction<ChosenAttachment[]>>;
  calls?: UploadCalls;
}) {
  const { saved, chosen, setChosen } = props;
  const { t } = useTranslation();
  const size = useFileSize();
  const ids = { legend: useId(), limits: useId(), input: useId() };
  const calls = props.calls ?? uploadCalls;
  const limits = useAttachmentLimits().data?.limites;
  const [refusals, setRefusals] = useState<string[]>([]);
  const runs = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const active = runs.current;
    return () => {
      for (const controller of active.values()) controller.abort();
    };
  }, []);

  const change = (key: string, update: Partial<ChosenAttachment>) =>
    setChosen((current) => current.map((file) => (file.key === key ? { ...file, ...update } : file)));

  const send = async (key: string, file: File) => {
    const controller = new AbortController();
    runs.current.set(key, controller);
    try {
      const upload = await uploadInChunks(file, {
        calls,
        signal: controller.signal,
        onCreated: (created) => change(key, { upload: created }),
        onProgress: (received) => change(key, { received }),
      });
      change(key, { state: "sent", received: upload.tamanho, upload });
    } catch (error) {
      if (controller.signal.aborted) return;
      change(key, { state: "failed", error: errorMessage(error, () => t("api.generic")) });
    } finally {
      runs.current.delete(key);
    }
  };

  const choose = (files: readonly File[]) => {
    const problems: string[] = [];
    const room = limits ? limits.arquivos_max - saved.length - chosen.length : Number.POSITIVE_INFINITY;
    const accepted: File[] = [];
    for (const file of files) {
      if (limits && file.size > limits.arquivo_max_bytes) {
        const max = String(Math.floor(limits.arquivo_max_bytes / MEBIBYTE));
        problems.push(t("lesson.upload.tooLarge", { name: file.name, max }));
      } else if (file.size === 0) {
        problems.push(t("lesson.upload.empty", { name: file.name }));
      } else if (!mayBeAcceptedUploadType(file.type)) {
        problems.push(t("lesson.upload.typeNotAccepted", { name: file.name }));
      } else if (accepted.length >= room) {
        problems.push(
          t("manage.attachments.tooMany", { name: file.name, max: String(limits?.arquivos_max ?? 0) }),
        );
      } else {
        accepted.push(file);
      }
    }
    setRefusals(problems);
    const added = accepted.map((file) => ({
      key: `${Date.now()}-${Math.random().toString(36).slice(2)}`,
      file,
    }));
    setChosen((current) => [
      ...current,
      ...added.map(({ key, file }) => ({
        key,
        name: file.name,
        size: file.size,
        state: "sending" as const,
        received: 0,
        upload: null,
        error: null,
      })),
    ]);
    for (const { key, file } of added) void send(key, file);
  };

  const remove = (file: ChosenAttachment) => {
    runs.current.get(file.key)?.abort();
    setChosen((current) => current.filter((other) => other.key !== file.key));
    if (file.upload && file.state !== "sent") {
      // What arrived of it goes; a failure here only leaves it for the server's daily sweep.
      void calls.cancel({ envio_id: file.upload.envio_id }).catch(() => undefined);
    }
  };

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
            size: String(Math.floor(limits.arquivo_max_bytes / MEBIBYTE)),
          })}
        </p>
      ) : null}
      {empty ? (
        <p className="muted lesson-form__hint">{t("manage.attachments.none")}</p>
      ) : (
        <ul className="attachments-field__list" aria-labelledby={ids.legend}>
          {saved.map((file) => (
            <li key={`saved-${file.id}`} className="attachments-field__item">
              <span className="attachments-field__line">
                <span className="attachments-field__name">{file.nome}</span>{" "}
                <span className="muted">
                  ({t(`files.type.${fileKindOf(file.tipo)}`)} · {size(file.tamanho)})
                </span>
              </span>
              <RemoveButton name={file.nome} onClick={() => props.onRemoveSaved(file.id)} />
            </li>
          ))}
          {chosen.map((file) => (
            <li key={file.key} className="attachments-field__item">
              <span className="attachments-field__line">
                <span className="attachments-field__name">{file.name}</span>{" "}
                <span className="muted">({size(file.size)})</span>
              </span>
              <progress
                className="attachments-field__progress"
                max={file.size}
                value={file.received}
                aria-label={t("lesson.upload.progress", { name: file.name })}
              />
              <p className="attachments-field__state" aria-live="polite">
                {file.state === "sending"
                  ? t("lesson.upload.sending", {
                      percent: String(Math.floor((file.received / Math.max(1, file.size)) * 100)),
                    })
                  : file.state === "sent"
                    ? t("lesson.upload.sent")
                    : null}
              </p>
              {file.state === "failed" ? (
                <p className="attachments-field__failed">
                  {t("lesson.upload.failed", { name: file.name, error: file.error ?? "" })}
                </p>
              ) : null}
              <RemoveButton name={file.name} onClick={() => remove(file)} />
            </li>
          ))}
        </ul>
      )}
      <label className="button attachments-field__pick">
        {t("manage.attachments.pick")}
        <input
          id={ids.input}
          className="visually-hidden"
          type="file"
          multiple
          accept={ACCEPTED_UPLOAD_TYPES.join(",")}
          aria-describedby={limits ? ids.limits : undefined}
          onChange={(event) => {
            choose(Array.from(event.target.files ?? []));
            event.target.value = "";
          }}
        />
      </label>
      {refusals.length > 0 ? (
        <div className="alert alert--error" role="alert">
          <ul className="attachments-field__refusals">
            {refusals.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </fieldset>
  );
}

function RemoveButton({ name, onClick }: { name: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="button attachments-field__remove"
      aria-label={t("lesson.upload.removeNamed", { name })}
      onClick={onClick}
    >
      {t("lesson.upload.remove")}
    </button>
  );
}
