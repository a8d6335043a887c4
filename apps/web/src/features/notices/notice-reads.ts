import { REPEATING_NOTICE_ID } from "@trilha/contracts/rules/notice-visibility";
import { readStorage, writeStorage } from "../../lib/local-storage.ts";

/** Spec §3/§9: read notices live under this key, one record per notice and user. */
export const READ_NOTICES_KEY = "msgLidas";

/** Spec §3 "Read-notice record". */
export interface ReadNoticeRecord {
  id: string;
  date: string;
  usuario: number;
}

function isRecord(value: unknown): value is ReadNoticeRecord {
  if (typeof value !== "object" || value === null) return false;
  const { id, date, usuario } = value as Record<string, unknown>;
  return typeof id === "string" && typeof date === "string" && Number.isInteger(usuario);
}

/** Unreadable entries are dropped one by one, so one bad record never un-reads the others. */
function readAll(): ReadNoticeRecord[] {
  const raw = readStorage(READ_NOTICES_KEY);
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(isRecord);
  } catch {
    return [];
  }
}

export function readNoticeIds(userId: number): Set<string> {
  return new Set(
    readAll()
      .filter((record) => record.usuario === userId)
      .map((record) => record.id),
  );
}

/** Records a dismissed notice for this user; the repeating notice is never recorded, so it comes back. */
export function recordNoticeRead(id: string, userId: number, date: Date): void {
  if (id === REPEATING_NOTICE_ID) return;
  const records = readAll().filter((record) => !(record.id === id && record.usuario === userId));
  records.push({ id, date: date.toISOString(), usuario: userId });
  writeStorage(READ_NOTICES_KEY, JSON.stringify(records));
}
