import { ACCEPTED_UPLOAD_TYPES, mayBeAcceptedUploadType } from "@trilha/contracts/rules/upload-types";
import type { Upload } from "@trilha/contracts/uploads.calls";
import { type Dispatch, type ReactNode, type SetStateAction, useEffect, useRef } from "react";
import { errorMessage } from "../../lib/api-error.ts";
import { useTranslation } from "../../lib/i18n.ts";
import { type UploadCalls, uploadInChunks } from "../../lib/resumable-upload.ts";
import { useFileSize } from "./stored-files.tsx";
import "./chosen-uploads.css";

/** A file a person chose to send, as it goes up. */
export interface ChosenUpload {
  key: string;
  name: string;
  size: number;
  state: "sending" | "sent" | "failed";
  received: number;
  upload: Upload | null;
  error: string | null;
}

const MEBIBYTE = 1024 * 1024;

/** A byte limit in whole MiB, as the upload messages say it. */
export function mebibytes(bytes: number): string {
  return String(Math.floor(bytes / MEBIBYTE));
}

/** The finished uploads among the chosen files. */
export function sentUploads(chosen: readonly ChosenUpload[]): Upload[] {
  return chosen.flatMap((file) => (file.state === "sent" && file.upload ? [file.upload] : []));
}

/** A chosen file that was already sent, as a page restores it. */
export function sentUpload(upload: Upload): ChosenUpload {
  return {
    key: upload.envio_id,
    name: upload.nome,
    size: upload.tamanho,
    state: "sent",
    received: upload.tamanho,
    upload,
    error: null,
  };
}

/** What a pick may add: the largest file (none when not known yet), how many more, and how to refuse one more. */
export interface UploadRoom {
  maxBytes: number | null;
  room: number;
  tooMany: (name: string) => string;
}

/**
 * Sends each chosen file in resumable chunks, keeping its progress in `setChosen`: `choose` checks a pick against
 * the room left and starts the files it accepts, answering the refusals; `remove` stops a file and forgets it.
 * Leaving the page stops every file still going.
 */
export function useChosenUploads(setChosen: Dispatch<SetStateAction<ChosenUpload[]>>, calls: UploadCalls) {
  const { t } = useTranslation();
  const runs = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const active = runs.current;
    return () => {
      for (const controller of active.values()) controller.abort();
    };
  }, []);

  const change = (key: string, update: Partial<ChosenUpload>) =>
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

  const choose = (files: readonly File[], { maxBytes, room, tooMany }: UploadRoom): string[] => {
    const problems: string[] = [];
    const accepted: File[] = [];
    for (const file of files) {
      if (maxBytes !== null && file.size > maxBytes) {
        problems.push(t("lesson.upload.tooLarge", { name: file.name, max: mebibytes(maxBytes) }));
      } else if (file.size === 0) {
        problems.push(t("lesson.upload.empty", { name: file.name }));
      } else if (!mayBeAcceptedUploadType(file.type)) {
        problems.push(t("lesson.upload.typeNotAccepted", { name: file.name }));
      } else if (accepted.length >= room) {
        problems.push(tooMany(file.name));
      } else {
        accepted.push(file);
      }
    }
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
    return problems;
  };

  const remove = (chosen: ChosenUpload) => {
    runs.current.get(chosen.key)?.abort();
    setChosen((current) => current.filter((file) => file.key !== chosen.key));
    if (chosen.upload && chosen.state !== "sent") {
      // What arrived of it goes; a failure here only leaves it for the server's daily sweep.
      void calls.cancel({ envio_id: chosen.upload.envio_id }).catch(() => undefined);
    }
  };

  return { choose, remove };
}

/** The button that picks several files of the accepted types; the input is emptied so the same file can come again. */
export function UploadPicker(props: {
  id: string;
  label: string;
  disabled?: boolean;
  describedBy: string | undefined;
  onPick: (files: File[]) => void;
}) {
  return (
    <label className="button chosen-uploads__pick">
      {props.label}
      <input
        id={props.id}
        className="visually-hidden"
        type="file"
        multiple
        accept={ACCEPTED_UPLOAD_TYPES.join(",")}
        disabled={props.disabled}
        aria-describedby={props.describedBy}
        onChange={(event) => {
          props.onPick(Array.from(event.target.files ?? []));
          event.target.value = "";
        }}
      />
    </label>
  );
}

/** Why the files of the last pick were left out, one line each. */
export function UploadRefusals({ problems }: { problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <div className="alert alert--error" role="alert">
      <ul className="chosen-uploads__list">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}

/** One file in a list of files: its name and what follows it, and 'Remover' beside them. */
export function UploadItem(props: {
  name: string;
  details: string;
  onRemove: () => void;
  locked?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <li className="chosen-uploads__item">
      <span className="chosen-uploads__line">
        <span className="chosen-uploads__name">{props.name}</span>{" "}
        <span className="muted">({props.details})</span>
      </span>
      {props.children}
      <button
        type="button"
        className="button chosen-uploads__remove"
        aria-disabled={props.locked || undefined}
        aria-label={t("lesson.upload.removeNamed", { name: props.name })}
        onClick={() => {
          if (!props.locked) props.onRemove();
        }}
      >
        {t("lesson.upload.remove")}
      </button>
    </li>
  );
}

/**
 * A chosen file with its progress bar, what became of it, and 'Remover'. `sentText` says what an uploaded file
 * is where 'Enviado.' would mislead (a delivery's file is attached, not yet delivered).
 */
export function ChosenUploadItem(props: {
  file: ChosenUpload;
  onRemove: () => void;
  locked?: boolean;
  sentText?: string;
}) {
  const { file } = props;
  const { t } = useTranslation();
  const size = useFileSize();
  return (
    <UploadItem name={file.name} details={size(file.size)} onRemove={props.onRemove} locked={props.locked}>
      <progress
        className="chosen-uploads__progress"
        max={file.size}
        value={file.received}
        aria-label={t("lesson.upload.progress", { name: file.name })}
      />
      <p className="chosen-uploads__state" aria-live="polite">
        {file.state === "sending"
          ? t("lesson.upload.sending", {
              percent: String(Math.floor((file.received / Math.max(1, file.size)) * 100)),
            })
          : file.state === "sent"
            ? (props.sentText ?? t("lesson.upload.sent"))
            : null}
      </p>
      {file.state === "failed" ? (
        <p className="chosen-uploads__failed">
          {t("lesson.upload.failed", { name: file.name, error: file.error ?? "" })}
        </p>
      ) : null}
    </UploadItem>
  );
}
