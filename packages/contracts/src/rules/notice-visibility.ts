export const NOTICE_TYPES = ["advertencia", "lembrete", "novidade"] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

export interface Notice {
  id: string;
  status: string;
  tipo: NoticeType;
  mensagem: string;
  link_url?: string | null;
  link_texto?: string | null;
  rota?: string[] | null;
  data_inicio?: string | null;
  data_termino?: string | null;
  clientes?: number[] | null;
  usuarios?: number[] | null;
}

/** This notice is never recorded as read, so it shows again on every load. */
export const REPEATING_NOTICE_ID = "n-time-user";

export interface NoticeViewer {
  now: Date;
  route: string;
  userId: number;
  clientId: number | null;
  readIds: ReadonlySet<string>;
}

const ACTIVE_STATUS = "1";
const LINK_TEXT_TAIL_LENGTH = 25;
const ELLIPSIS = "…";

const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(Z|[+-](\d{2}):(\d{2}))?)?$/i;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysInMonth(year: number, month: number): number {
  const isLeapYear = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 && isLeapYear ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
}

/**
 * Parses an ISO 8601 date or date-time into epoch milliseconds, or NaN. `Date.parse` alone is not enough:
 * engines disagree on non-ISO strings and V8 silently rolls "2025-02-31" over into March. A space is
 * accepted in place of "T" because the spec itself writes dates as "2025-03-31 23:59:59". Without an offset,
 * ECMAScript rules apply: a date-only value is UTC, a date-time is the viewer's local time.
 */
export function parseNoticeDate(value: string): number {
  const match = ISO_DATE.exec(value);
  if (!match) return Number.NaN;
  const [, year, month, day, hour, minute, second = "00", fraction = "", offset, offsetHour, offsetMinute] =
    match;
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return Number.NaN;
  const date = `${year}-${month}-${day}`;
  if (hour === undefined) return Date.parse(date);
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return Number.NaN;
  if (offsetHour !== undefined && (Number(offsetHour) > 23 || Number(offsetMinute) > 59)) return Number.NaN;
  const millis = fraction.padEnd(3, "0").slice(0, 3);
  return Date.parse(`${date}T${hour}:${minute}:${second}.${millis}${(offset ?? "").toUpperCase()}`);
}

/** "/logado/turmas/" and "/logado/turmas" are one page (the router ignores a trailing slash). */
function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith("/") ? path.replace(/\/+$/, "") || "/" : path;
}

/** Whether a page's path is one of a notice's pages: exactly, or under a pattern ending in `*`. */
export function routeMatches(patterns: readonly string[], route: string): boolean {
  const page = withoutTrailingSlash(route);
  return patterns.some((pattern) =>
    pattern.endsWith("*") ? route.startsWith(pattern.slice(0, -1)) : withoutTrailingSlash(pattern) === page,
  );
}

function withinSchedule(notice: Notice, now: number): boolean {
  // A blank date means "not given"; a present but unparseable one hides the notice rather than guess.
  // Comparisons are written so that NaN (bad date or bad clock) fails them.
  const start = notice.data_inicio?.trim();
  if (start && !(now >= parseNoticeDate(start))) return false;
  const end = notice.data_termino?.trim();
  if (end && !(now <= parseNoticeDate(end))) return false;
  return true;
}

function isTargeted(notice: Notice, viewer: NoticeViewer): boolean {
  const clients = notice.clientes ?? [];
  const users = notice.usuarios ?? [];
  if (clients.length === 0 && users.length === 0) return true;
  return (viewer.clientId !== null && clients.includes(viewer.clientId)) || users.includes(viewer.userId);
}

export function isNoticeVisible(notice: Notice, viewer: NoticeViewer): boolean {
  if (notice.status !== ACTIVE_STATUS) return false;
  if (notice.id !== REPEATING_NOTICE_ID && viewer.readIds.has(notice.id)) return false;
  if (notice.rota && notice.rota.length > 0 && !routeMatches(notice.rota, viewer.route)) return false;
  if (!withinSchedule(notice, viewer.now.getTime())) return false;
  return isTargeted(notice, viewer);
}

export function noticeLinkText(notice: Pick<Notice, "link_url" | "link_texto">): string | null {
  const url = notice.link_url?.trim();
  if (!url) return null;
  const text = notice.link_texto?.trim();
  if (text) return text;
  // Counted in code points so the tail never starts with half a surrogate pair.
  const codePoints = Array.from(url);
  if (codePoints.length <= LINK_TEXT_TAIL_LENGTH) return url;
  return ELLIPSIS + codePoints.slice(-LINK_TEXT_TAIL_LENGTH).join("");
}
