/**
 * Dates as school systems write them. OneRoster asks for ISO 8601 (`2023-02-06`, or with a time); exporters
 * also write `6/02/2023`, `06-02-2023` or `06.02.2023`: day first, as Brazil and most of the world do, unless
 * the file shows it writes month first (a date like `2/16/2023` in the same column set: see `dateOrderOf`). A
 * date read any other way than ISO says so.
 */
export interface ReadDate {
  /** yyyy-mm-dd. */
  iso: string;
  year: number;
  /** Written as OneRoster asks. */
  standard: boolean;
}

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const LOCAL = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

export type DateOrder = "day-first" | "month-first";

/** Month first when some date of the file can only be read that way, else day first. */
export function dateOrderOf(texts: readonly string[]): DateOrder {
  for (const text of texts) {
    const local = LOCAL.exec(text.trim());
    if (local && Number(local[1]) <= 12 && Number(local[2]) > 12) return "month-first";
  }
  return "day-first";
}

export function readRosterDate(text: string, order: DateOrder = "day-first"): ReadDate | null {
  const value = text.trim();
  const iso = ISO.exec(value);
  if (iso) return dateOf(Number(iso[1]), Number(iso[2]), Number(iso[3]), true);
  const local = LOCAL.exec(value);
  if (!local) return null;
  const first = Number(local[1]);
  const second = Number(local[2]);
  const year = Number(local[3]);
  const monthFirst = order === "month-first" ? first <= 12 : second > 12 && first <= 12;
  return monthFirst ? dateOf(year, first, second, false) : dateOf(year, second, first, false);
}

function dateOf(year: number, month: number, day: number, standard: boolean): ReadDate | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return { iso: date.toISOString().slice(0, 10), year, standard };
}
