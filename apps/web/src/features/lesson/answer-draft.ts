import { readStorage, writeStorage } from "../../lib/local-storage.ts";

/**
 * An ESC answer as this device last had it, kept in the browser at every keystroke, before any server save:
 * leaving the page, losing the connection or the session never loses what was typed.
 */
export interface LocalDraft {
  tentativa: number;
  texto: string;
  /** The revision this text would be saved with: above the server's once edited here. */
  revisao: number;
  editado_em: string;
}

export function draftStorageKey(userId: number, assignmentId: number): string {
  return `rascunho:${userId}:${assignmentId}`;
}

export function readLocalDraft(userId: number, assignmentId: number): LocalDraft | null {
  const raw = readStorage(draftStorageKey(userId, assignmentId));
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<LocalDraft> | null;
    if (
      value === null ||
      typeof value !== "object" ||
      !Number.isInteger(value.tentativa) ||
      typeof value.texto !== "string" ||
      !Number.isInteger(value.revisao) ||
      typeof value.editado_em !== "string"
    ) {
      return null;
    }
    return value as LocalDraft;
  } catch {
    return null;
  }
}

export function writeLocalDraft(userId: number, assignmentId: number, draft: LocalDraft): void {
  writeStorage(draftStorageKey(userId, assignmentId), JSON.stringify(draft));
}

/** Forgets the device's copy once the server holds the delivered attempt (or a later one). */
export function clearLocalDraft(userId: number, assignmentId: number, upToAttempt: number): void {
  const draft = readLocalDraft(userId, assignmentId);
  if (draft === null || draft.tentativa <= upToAttempt) {
    writeStorage(draftStorageKey(userId, assignmentId), null);
  }
}

export interface StartingAnswer {
  text: string;
  /** The revision of that text: the server's, or the device's when its copy is newer. */
  revision: number;
  /** The server's revision: what it already holds. */
  serverRevision: number;
  /** The device's copy was newer than the server's and is shown (it still has to be saved there). */
  restored: boolean;
}

/**
 * What the answer box starts with: the newer of the server's draft and the device's copy of the same attempt
 * (by revision); a copy of an older attempt is ignored. A redo's new attempt with nothing written yet starts
 * from the answer delivered before, to be revised.
 */
export function startingAnswer(
  server: { numero: number; resposta: string | null; revisao: number },
  local: LocalDraft | null,
  previousAnswer: string | null = null,
): StartingAnswer {
  const serverText = server.resposta ?? (server.revisao === 0 ? (previousAnswer ?? "") : "");
  if (
    local !== null &&
    local.tentativa === server.numero &&
    local.revisao > server.revisao &&
    local.texto !== serverText
  ) {
    return { text: local.texto, revision: local.revisao, serverRevision: server.revisao, restored: true };
  }
  return { text: serverText, revision: server.revisao, serverRevision: server.revisao, restored: false };
}
