import { fileKindOf, previewOf } from "@trilha/contracts/rules/upload-types";
import { useEffect, useState } from "react";
import type { DownloadedFile } from "../../lib/api-download.ts";
import { useLanguage, useTranslation } from "../../lib/i18n.ts";
import { saveFile } from "../../lib/save-file.ts";
import "./stored-files.css";

/** A file a person sent, as the API describes it (a delivery's `arquivos`). */
export interface StoredFile {
  id: number;
  nome: string;
  tamanho: number;
  tipo: string;
}

/** Fetches a file's bytes through the signed-in session (each feature passes its own call's hook). */
export type LoadStoredFile = (id: number) => Promise<DownloadedFile>;
/** Asks for a short-lived address a player reads a file from in parts (sound and video are played, not fetched). */
export type LinkToStoredFile = (id: number) => Promise<string>;

const MEBIBYTE = 1024 * 1024;

/** A file's size in words: KB below a megabyte, MB with one decimal above. */
export function useFileSize(): (bytes: number) => string {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (bytes) =>
    bytes < MEBIBYTE
      ? t("files.sizeKb", { size: String(Math.max(1, Math.round(bytes / 1024))) })
      : t("files.sizeMb", {
          size: new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(bytes / MEBIBYTE),
        });
}

/**
 * Files a person sent, each with its name and size (and its kind, with `showType`): pictures shown in the page,
 * PDFs opened in the browser's reader (a new tab), every one downloadable. The bytes come through the session
 * (no bare URL could carry it), as object URLs that go with the list. Without `previews` (a page saving data)
 * nothing is fetched until a file is downloaded.
 */
export function StoredFileList({
  files,
  load,
  linkOf,
  showType = false,
  previews = true,
}: {
  files: readonly StoredFile[];
  load: LoadStoredFile;
  /** With it, sound and video get 'Reproduzir': a player streams them, nothing is fetched before. */
  linkOf?: LinkToStoredFile | undefined;
  showType?: boolean;
  previews?: boolean;
}) {
  return (
    <ul className="stored-files">
      {files.map((file) => (
        <StoredFileItem
          key={file.id}
          file={file}
          load={load}
          linkOf={linkOf}
          showType={showType}
          previews={previews}
        />
      ))}
    </ul>
  );
}

type Loaded =
  | { kind: "idle" }
  | { kind: "loading" }
  | { kind: "ready"; url: string; blob: Blob }
  | { kind: "failed" };

function StoredFileItem({
  file,
  load,
  linkOf,
  showType,
  previews,
}: {
  file: StoredFile;
  load: LoadStoredFile;
  linkOf: LinkToStoredFile | undefined;
  showType: boolean;
  previews: boolean;
}) {
  const { t } = useTranslation();
  const size = useFileSize();
  const preview = previews ? previewOf(file.tipo) : null;
  const [loaded, setLoaded] = useState<Loaded>({ kind: preview === null ? "idle" : "loading" });
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (preview === null) return;
    let url: string | null = null;
    let gone = false;
    load(file.id).then(
      (answer) => {
        if (gone) return;
        url = URL.createObjectURL(answer.blob);
        setLoaded({ kind: "ready", url, blob: answer.blob });
      },
      () => {
        if (!gone) setLoaded({ kind: "failed" });
      },
    );
    return () => {
      gone = true;
      if (url !== null) URL.revokeObjectURL(url);
    };
  }, [file.id, load, preview]);

  const download = async () => {
    if (saving) return;
    if (loaded.kind === "ready") {
      saveFile(loaded.blob, file.nome);
      return;
    }
    setSaving(true);
    try {
      saveFile((await load(file.id)).blob, file.nome);
    } catch {
      setLoaded({ kind: "failed" });
    } finally {
      setSaving(false);
    }
  };

  return (
    <li className="stored-files__item">
      {preview === "image" && loaded.kind === "ready" ? (
        <img className="stored-files__image" src={loaded.url} alt={file.nome} />
      ) : null}
      <p className="stored-files__name">
        {preview === "pdf" && loaded.kind === "ready" ? (
          <a href={loaded.url} target="_blank" rel="noopener">
            {t("files.openPdf", { name: file.nome })}
          </a>
        ) : (
          <span>{file.nome}</span>
        )}{" "}
        <span className="muted">
          ({showType ? `${t(`files.type.${fileKindOf(file.tipo)}`)} · ` : ""}
          {size(file.tamanho)})
        </span>
      </p>
      {preview !== null && loaded.kind === "loading" ? (
        <p className="muted">{t("files.loading", { name: file.nome })}</p>
      ) : null}
      {loaded.kind === "failed" ? (
        <p className="stored-files__failed">{t("files.failed", { name: file.nome })}</p>
      ) : null}
      {linkOf ? <MediaPlayer file={file} linkOf={linkOf} /> : null}
      <button
        type="button"
        className="button stored-files__download"
        aria-disabled={saving || undefined}
        aria-label={t("files.downloadNamed", { name: file.nome })}
        onClick={() => void download()}
      >
        {t("files.download")}
      </button>
    </li>
  );
}

type Playing = { kind: "idle" } | { kind: "asking" } | { kind: "ready"; url: string } | { kind: "failed" };

/**
 * 'Reproduzir' for an attached sound or video: the address is asked for only when pressed (it lasts minutes),
 * and the player reads the file in parts as it plays, so a phone on mobile data fetches what is watched.
 */
function MediaPlayer({ file, linkOf }: { file: StoredFile; linkOf: LinkToStoredFile }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState<Playing>({ kind: "idle" });
  const kind = fileKindOf(file.tipo);
  if (kind !== "audio" && kind !== "video") return null;

  const play = () => {
    if (playing.kind === "asking") return;
    setPlaying({ kind: "asking" });
    linkOf(file.id).then(
      (url) => setPlaying({ kind: "ready", url }),
      () => setPlaying({ kind: "failed" }),
    );
  };

  if (playing.kind === "ready") {
    const label = t("files.playerNamed", { name: file.nome });
    // An address that ran out while the page was open is asked for again.
    const expired = () => setPlaying({ kind: "failed" });
    const Player = kind === "video" ? "video" : "audio";
    return (
      // No caption track: a teacher's recording has none to offer.
      <Player
        className="stored-files__player"
        src={playing.url}
        controls
        autoPlay
        aria-label={label}
        onError={expired}
      />
    );
  }
  return (
    <>
      {playing.kind === "failed" ? (
        <p className="stored-files__failed">{t("files.failed", { name: file.nome })}</p>
      ) : null}
      <button
        type="button"
        className="button stored-files__download"
        aria-disabled={playing.kind === "asking" || undefined}
        aria-label={t("files.playNamed", { name: file.nome })}
        onClick={play}
      >
        {t("files.play")}
      </button>
    </>
  );
}
