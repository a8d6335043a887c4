import { readStorage, writeStorage } from "../../lib/local-storage.ts";

/** Spec §3 "per-announcement read flags": one key per announcement and user; the value is when it was shown. */
export function announcementReadKey(chave: string, userId: number): string {
  return `anuncio-lido:${chave}:${userId}`;
}

export function readAnnouncementKeys(chaves: readonly string[], userId: number): Set<string> {
  return new Set(chaves.filter((chave) => readStorage(announcementReadKey(chave, userId)) !== null));
}

export function recordAnnouncementRead(chave: string, userId: number, date: Date): void {
  writeStorage(announcementReadKey(chave, userId), date.toISOString());
}
