import { ACCEPTED_UPLOAD_TYPES, mayBeAcceptedUploadType } from "@trilha/contracts/rules/upload-types";
import type { Upload } from "@trilha/contracts/uploads.calls";
import { useEffect, useId, useRef, useState } from "react";
import { useFileSize } from "../../components/ui/stored-files.tsx";
import { errorMessage } from "../../lib/api-client.ts";
import { useTranslation } from "../../lib/i18n.ts";
import { readStorage, writeStorage } from "../../lib/local-storage.ts";
import { type UploadCalls, uploadCalls, uploadInChunks } from "../../lib/resumable-upload.ts";

/** A file the student chose for this attempt, as it goes up. */
interface ChosenFile {
  key: string;
  name: string;
  size: number;
  state: "sending" | "sent" | "failed";
  received: number;
  upload: Upload | null;
  error: string | null;
}

const MEBIBYTE = 1024 * 1024;

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

function storedFiles(key: string): ChosenFile[] {
  try {
    const value: unknown = JSON.parse(readStorage(key) ?? "[]");
    return (Array.isArray(value) ? value.filter(isUpload) : []).map((upload) => ({
      key: upload.envio_id,
      name: upload.nome,
      size: upload.tamanho,
      state: "sent",
      received: upload.tamanho,
      upload,
      error: null,
    }));
  } catch {
    return [];
  }
}

/**
 * ARQ: 'Enviar arquivo' picks files, each checked against the server's limits and sent in resumable chunks with
 * its own progress bar; a file can be removed before 'Entregar', which delivers the ones sent.
 */
export function DeliveryFiles(props: {
  userId: number;
  assignmentId: number;
  attempt: number;
  limits: { arquivo_max_bytes: number; arquivos_max: number };
  locked: boolean;
  sending: boolean;
  onDeliver: (uploadIds: string[]) => void;
  calls?: UploadCalls;
}) {
  const { t } = useTranslation();
  const size = useFileSize();
  const inputId = useId();
  const calls = props.calls ?? uploadCalls;
  const storageKey = sentFilesKey(props.userId, props.assignmentId, props.attempt);
  const [files, setFiles] = useState<ChosenFile[]>(() => storedFiles(storageKey));
  const [refusals, setRefusals] = useState<string[]>([]);
  const runs = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const sent = files.flatMap((file) => (file.state === "sent" && file.upload ? [file.upload] : []));
    writeStorage(storageKey, sent.length === 0 ? null : JSON.stringify(sent));
  }, [files, storageKey]);

  useEffect(() => {
    const active = runs.current;
    return () => {
      for (const controller of active.values()) controller.abort();
    };
  }, []);

  const change = (key: string, update: Partial<ChosenFile>) =>
    setFiles((current) => current.map((file) => (file.key === key ? { ...file, ...update } : file)));

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

  const choose = (chosen: readonly File[]) => {
    const problems: string[] = [];
    const room = props.limits.arquivos_max - files.length;
    const maxMb = String(Math.floor(props.limits.arquivo_max_bytes / MEBIBYTE));
    const accepted: File[] = [];
    for (const file of chosen) {
      if (file.size > props.limits.arquivo_max_bytes) {
        problems.push(t("lesson.upload.tooLarge", { name: file.name, max: maxMb }));
      } else if (file.size === 0) {
        problems.push(t("lesson.upload.empty", { name: file.name }));
      } else if (!mayBeAcceptedUploadType(file.type)) {
        problems.push(t("lesson.upload.typeNotAccepted", { name: file.name }));
      } else if (accepted.length >= room) {
        problems.push(
          t("lesson.upload.tooMany", { name: file.name, max: String(props.limits.arquivos_max) }),
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
    setFiles((current) => [
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

  const remove = (chosen: ChosenFile) => {
    runs.current.get(chosen.key)?.abort();
    setFiles((current) => current.filter((file) => file.key !== chosen.key));
    if (chosen.upload && chosen.state !== "sent") {
      // What arrived of it goes; a failure here only leaves it for the server's daily sweep.
      void calls.cancel({ envio_id: chosen.upload.envio_id }).catch(() => undefined);
    }
  };

  const sending = files.some((file) => file.state === "sending");
  const ready = files.flatMap((file) => (file.state === "sent" && file.upload ? [file.upload.envio_id] : []));
  const blocked = props.locked || sending || ready.length === 0;
  const [hint, setHint] = useState<string | null>(null);

  return (
    <div className="delivery-files">
      <p className="muted" id={`${inputId}-limits`}>
        {t("lesson.upload.limits", {
          max: String(props.limits.arquivos_max),
          size: String(Math.floor(props.limits.arquivo_max_bytes / MEBIBYTE)),
        })}
      </p>
      <label className="button delivery-files__pick">
        {t("lesson.upload.pick")}
        <input
          id={inputId}
          className="visually-hidden"
          type="file"
          multiple
          accept={ACCEPTED_UPLOAD_TYPES.join(",")}
          disabled={props.locked}
          aria-describedby={`${inputId}-limits`}
          onChange={(event) => {
            choose(Array.from(event.target.files ?? []));
            event.target.value = "";
          }}
        />
      </label>
      {refusals.length > 0 ? (
        <div className="alert alert--error" role="alert">
          <ul className="delivery-files__refusals">
            {refusals.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {files.length > 0 ? (
        <ul className="delivery-files__list" aria-label={t("lesson.upload.chosen")}>
          {files.map((file) => (
            <li key={file.key} className="delivery-files__item">
              <div className="delivery-files__line">
                <span className="delivery-files__name">{file.name}</span>{" "}
                <span className="muted">({size(file.size)})</span>
              </div>
              <progress
                className="delivery-files__progress"
                max={file.size}
                value={file.received}
                aria-label={t("lesson.upload.progress", { name: file.name })}
              />
              <p className="delivery-files__state" aria-live="polite">
                {file.state === "sending"
                  ? t("lesson.upload.sending", {
                      percent: String(Math.floor((file.received / Math.max(1, file.size)) * 100)),
                    })
                  : file.state === "sent"
                    ? t("lesson.upload.sent")
                    : null}
              </p>
              {file.state === "failed" ? (
                <p className="delivery-files__failed">
                  {t("lesson.upload.failed", { name: file.name, error: file.error ?? "" })}
                </p>
              ) : null}
              <button
                type="button"
                className="button delivery-files__remove"
                aria-disabled={props.locked || undefined}
                aria-label={t("lesson.upload.removeNamed", { name: file.name })}
                onClick={() => {
                  if (!props.locked) remove(file);
                }}
              >
                {t("lesson.upload.remove")}
              </button>
            </li>
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
        <p className="delivery-files__failed" role="alert">
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
