import type { Upload } from "@trilha/contracts/uploads.calls";
import { useEffect, useId, useState } from "react";
import {
  type ChosenUpload,
  ChosenUploadItem,
  mebibytes,
  sentUpload,
  sentUploads,
  UploadItem,
  UploadPicker,
  UploadRefusals,
  useChosenUploads,
} from "../../components/ui/chosen-uploads.tsx";
import { useFileSize } from "../../components/ui/stored-files.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { readStorage, writeStorage } from "../../lib/local-storage.ts";
import { type UploadCalls, uploadCalls } from "../../lib/resumable-upload.ts";

/** Where the files already sent for an attempt wait in the browser, so a reload before 'Entregar' keeps them. */
export function sentFilesKey(userId: number, assignmentId: number, attempt: number): string {
  return `arquivos-entrega:${userId}:${assignmentId}:${attempt}`;
}

function isUpload(value: unknown): value is Upload {
  if (typeof value !== "object" || value === null) return false;
  const upload = value as Record<string, unknown>;
  return (
    typeof upload.envio_id === "string" &&
    typeof upload.nome === "string" &&
    typeof upload.tamanho === "number" &&
    upload.concluido === true
  );
}

function storedFiles(key: string): ChosenUpload[] {
  try {
    const value: unknown = JSON.parse(readStorage(key) ?? "[]");
    return (Array.isArray(value) ? value.filter(isUpload) : []).map(sentUpload);
  } catch {
    return [];
  }
}

/**
 * ARQ: 'Enviar arquivo' picks files, each checked against the server's limits and sent in resumable chunks with
 * its own progress bar; a file can be removed before 'Entregar', which delivers the ones sent together with
 * those the attempt kept from a delivery taken back ('Cancelar envio'), which 'Remover' takes off on the server.
 */
export function DeliveryFiles(props: {
  userId: number;
  assignmentId: number;
  attempt: number;
  limits: { arquivo_max_bytes: number; arquivos_max: number };
  locked: boolean;
  sending: boolean;
  onDeliver: (uploadIds: string[]) => void;
  /** The files already on the attempt (it was delivered, then taken back). */
  kept?: readonly { id: number; nome: string; tamanho: number }[];
  onRemoveKept?: (fileId: number) => void;
  calls?: UploadCalls;
}) {
  const { t } = useTranslation();
  const size = useFileSize();
  const kept = props.kept ?? [];
  const inputId = useId();
  const calls = props.calls ?? uploadCalls;
  const storageKey = sentFilesKey(props.userId, props.assignmentId, props.attempt);
  const [files, setFiles] = useState<ChosenUpload[]>(() => storedFiles(storageKey));
  const [refusals, setRefusals] = useState<string[]>([]);
  const { choose, remove } = useChosenUploads(setFiles, calls);

  useEffect(() => {
    const sent = sentUploads(files);
    writeStorage(storageKey, sent.length === 0 ? null : JSON.stringify(sent));
  }, [files, storageKey]);

  const sending = files.some((file) => file.state === "sending");
  const ready = sentUploads(files).map((upload) => upload.envio_id);
  const blocked = props.locked || sending || ready.length + kept.length === 0;
  const [hint, setHint] = useState<string | null>(null);

  return (
    <div className="delivery-files">
      <p className="muted" id={`${inputId}-limits`}>
        {t("lesson.upload.limits", {
          max: String(props.limits.arquivos_max),
          size: mebibytes(props.limits.arquivo_max_bytes),
        })}
      </p>
      <UploadPicker
        id={inputId}
        label={t("lesson.upload.pick")}
        disabled={props.locked}
        describedBy={`${inputId}-limits`}
        onPick={(chosen) =>
          setRefusals(
            choose(chosen, {
              maxBytes: props.limits.arquivo_max_bytes,
              room: props.limits.arquivos_max - files.length - kept.length,
              tooMany: (name) => t("lesson.upload.tooMany", { name, max: String(props.limits.arquivos_max) }),
            }),
          )
        }
      />
      <UploadRefusals problems={refusals} />
      {kept.length > 0 ? (
        <ul className="chosen-uploads__list" aria-label={t("lesson.upload.kept")}>
          {kept.map((file) => (
            <UploadItem
              key={file.id}
              name={file.nome}
              details={size(file.tamanho)}
              locked={props.locked}
              onRemove={() => props.onRemoveKept?.(file.id)}
            />
          ))}
        </ul>
      ) : null}
      {files.length > 0 ? (
        <ul className="chosen-uploads__list" aria-label={t("lesson.upload.chosen")}>
          {files.map((file) => (
            <ChosenUploadItem
              key={file.key}
              file={file}
              locked={props.locked}
              onRemove={() => remove(file)}
              sentText={t("lesson.upload.attached")}
            />
          ))}
        </ul>
      ) : null}
      <button
        type="button"
        className="button button--primary"
        aria-disabled={blocked}
        onClick={() => {
          if (!blocked) {
            setHint(null);
            props.onDeliver(ready);
          } else if (!props.locked) {
            setHint(sending ? t("lesson.upload.waitSending") : t("learning.filesRequired"));
          }
        }}
      >
        {props.sending ? t("lesson.sending") : t("lesson.deliver")}
      </button>
      {hint ? (
        <p className="chosen-uploads__failed" role="alert">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** Forgets the files kept for an attempt once it is delivered. */
export function forgetSentFiles(userId: number, assignmentId: number, attempt: number): void {
  writeStorage(sentFilesKey(userId, assignmentId, attempt), null);
}
