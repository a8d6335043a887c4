import { parseNoticeDate } from "./notice-visibility.ts";

/** `video`: the new student panel video; `invitation`: the live invitation (spec §2). */
export const ANNOUNCEMENT_KINDS = ["video", "invitation"] as const;
export type AnnouncementKind = (typeof ANNOUNCEMENT_KINDS)[number];

/** `staff`: users who manage a network or belong to a class group of tipo adm or pro (spec §6). */
export const ANNOUNCEMENT_AUDIENCES = ["all", "staff"] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];

/**
 * Spec §4/§9: an announcement shows once, only while unread and before its deadline, compared with the
 * server's time. An unparseable deadline or clock hides it rather than guess; the deadline itself still counts.
 */
export function isAnnouncementDue(
  announcement: { chave: string; prazo: string },
  serverNow: string,
  readKeys: ReadonlySet<string>,
): boolean {
  if (readKeys.has(announcement.chave)) return false;
  const now = parseNoticeDate(serverNow);
  const deadline = parseNoticeDate(announcement.prazo);
  return now <= deadline;
}

/** A deadline must carry its offset: "23:59:59" means nothing without knowing where. */
export function hasExplicitOffset(value: string): boolean {
  return /(?:Z|[+-]\d{2}:\d{2})$/i.test(value.trim()) && !Number.isNaN(parseNoticeDate(value.trim()));
}
