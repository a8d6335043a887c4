import { dateFormatter } from "./date-formatters.ts";
import { instantOfWallClock } from "./zoned-instant.ts";
/**
 * Grading periods: a school year split into parts (four bimestres unless the tenant sets its own dates), each
 * a span of local calendar dates of the tenant's time zone, both ends included. An assignment belongs to the
 * period its due date falls in, read in that time zone.
 */
export interface GradingPeriod {
  numero: number;
  /** YYYY-MM-DD. */
  inicio: string;
  /** YYYY-MM-DD, inclusive. */
  fim: string;
}

export const DEFAULT_TIME_ZONE = "America/Sao_Paulo";
export const GRADING_PERIODS_MAX = 12;

/**
 * The four bimestres of a year when the tenant set none, as a Brazilian school year falls (classes from
 * February, a July break, the year closing in December): the first from January to April, the second to the
 * end of July, the third to September, the fourth to the year's end, so every day of the year has one.
 */
export function defaultGradingPeriods(year: number): GradingPeriod[] {
  return [
    { numero: 1, inicio: `${year}-01-01`, fim: `${year}-04-30` },
    { numero: 2, inicio: `${year}-05-01`, fim: `${year}-07-31` },
    { numero: 3, inicio: `${year}-08-01`, fim: `${year}-09-30` },
    { numero: 4, inicio: `${year}-10-01`, fim: `${year}-12-31` },
  ];
}

/** What schools call a year's periods by how many there are: 4 bimestres, 3 trimestres, 2 semestres. */
export type GradingPeriodKind = "bimestre" | "trimestre" | "semestre" | "periodo";

export function gradingPeriodKind(count: number): GradingPeriodKind {
  if (count === 4) return "bimestre";
  if (count === 3) return "trimestre";
  if (count === 2) return "semestre";
  return "periodo";
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
}

/**
 * What is wrong with a year's periods, or null: numbered 1..n in order, each ending on or after it starts,
 * none overlapping the next, all in the given year.
 */
export function gradingPeriodsProblem(
  year: number,
  periods: readonly { inicio: string; fim: string }[],
): "empty" | "date" | "order" | "year" | null {
  if (periods.length === 0 || periods.length > GRADING_PERIODS_MAX) return "empty";
  let previousEnd = "";
  for (const period of periods) {
    if (!isCalendarDate(period.inicio) || !isCalendarDate(period.fim)) return "date";
    if (!period.inicio.startsWith(`${year}-`) || !period.fim.startsWith(`${year}-`)) return "year";
    if (period.fim < period.inicio || period.inicio <= previousEnd) return "order";
    previousEnd = period.fim;
  }
  return null;
}

/** The UTC instant a local calendar date starts at in `timeZone` (its midnight there). */
export function startOfLocalDay(date: string, timeZone: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(instantOfWallClock({ year, month, day }, timeZone)).toISOString();
}

/** The UTC span [from, to) of a period: from its first day's midnight to the midnight after its last day. */
export function periodSpan(period: { inicio: string; fim: string }, timeZone: string) {
  return {
    from: startOfLocalDay(period.inicio, timeZone),
    to: startOfLocalDay(nextDay(period.fim), timeZone),
  };
}

/** The local calendar date (YYYY-MM-DD) of an instant in `timeZone`. */
export function localDate(instant: string | Date, timeZone: string): string {
  const parts = dateFormatter("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(typeof instant === "string" ? new Date(instant) : instant);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** The number of the period a local date falls in, or null when it falls in none. */
export function periodOf(date: string, periods: readonly GradingPeriod[]): number | null {
  return periods.find((period) => period.inicio <= date && date <= period.fim)?.numero ?? null;
}

/**
 * Whether `timeZone` is one the runtime knows (an IANA name). A known zone's formatter is kept
 * (`dateFormatter`), so asking again about the tenant's zone at every request costs a lookup.
 */
export function isTimeZone(timeZone: string): boolean {
  try {
    dateFormatter("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

function nextDay(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}
