import { dateFormatter } from "@trilha/contracts/rules/date-formatters";
import type { Language } from "@trilha/contracts/rules/languages";
import { instantOfWallClock, zoneClock } from "@trilha/contracts/rules/zoned-instant";

/**
 * Instants are UTC on the wire and shown in the tenant's time zone (its `fuso_horario`), whatever the
 * browser's own zone: a class in São Paulo reads the same due date from anywhere.
 */

/** An instant as a date and time in `timeZone`: `26/11/2026 14:30` in pt-br. */
export function formatDateTime(instant: string, lang: Language, timeZone: string): string {
  return dateFormatter(lang, { dateStyle: "short", timeStyle: "short", timeZone }).format(new Date(instant));
}

/** A calendar date (YYYY-MM-DD) as the language writes it: `31/03/2026`. */
export function formatCalendarDate(date: string, lang: Language): string {
  return dateFormatter(lang, { dateStyle: "short", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
}

/** An instant as a `datetime-local` input shows it in `timeZone`: `2026-11-26T14:30`. */
export function toLocalInput(instant: Date | string, timeZone: string): string {
  const clock = zoneClock(new Date(instant).getTime(), timeZone);
  const two = (value: number) => String(value).padStart(2, "0");
  return `${clock.year}-${two(clock.month)}-${two(clock.day)}T${two(clock.hour)}:${two(clock.minute)}`;
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The UTC instant (ISO 8601) a `datetime-local` value means in `timeZone`, or null when it is not one.
 */
export function fromLocalInput(value: string, timeZone: string): string | null {
  const match = LOCAL_INPUT.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as number[] as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const instant = instantOfWallClock({ year, month, day, hour, minute }, timeZone);
  return Number.isNaN(instant) ? null : new Date(instant).toISOString();
}
