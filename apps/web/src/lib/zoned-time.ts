import type { Language } from "@trilha/contracts/rules/languages";

/**
 * Instants are UTC on the wire and shown in the tenant's time zone (its `fuso_horario`), whatever the
 * browser's own zone: a class in São Paulo reads the same due date from anywhere.
 */

/** An instant as a date and time in `timeZone`: `26/11/2026 14:30` in pt-br. */
export function formatDateTime(instant: string, lang: Language, timeZone: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: "short", timeStyle: "short", timeZone }).format(
    new Date(instant),
  );
}

/** A calendar date (YYYY-MM-DD) as the language writes it: `31/03/2026`. */
export function formatCalendarDate(date: string, lang: Language): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: "short", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

function zoneParts(instant: number, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(new Date(instant));
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? "00";
  return {
    year: part("year"),
    month: part("month"),
    day: part("day"),
    hour: part("hour"),
    minute: part("minute"),
  };
}

/** An instant as a `datetime-local` input shows it in `timeZone`: `2026-11-26T14:30`. */
export function toLocalInput(instant: Date | string, timeZone: string): string {
  const { year, month, day, hour, minute } = zoneParts(new Date(instant).getTime(), timeZone);
  return `${year}-${month}-${day}T${hour}:${minute}`;
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The UTC instant (ISO 8601) a `datetime-local` value means in `timeZone`, or null when it is not one. The
 * zone's offset is read at the guess and again at the result, so a daylight-saving change is crossed right.
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
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  const offsetAt = (instant: number) => {
    const parts = zoneParts(instant, timeZone);
    const local = Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
    );
    return local - Math.floor(instant / 60_000) * 60_000;
  };
  const first = wanted - offsetAt(wanted);
  const instant = wanted - offsetAt(first);
  return Number.isNaN(instant) ? null : new Date(instant).toISOString();
}
