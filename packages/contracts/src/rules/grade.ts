import type { Language } from "./languages.ts";

/**
 * Grades are 0–10 with one decimal, kept as an integer of tenths (7,5 is 75) so no float ever rounds them.
 * Typed as `7,5` in pt-br and es-es and `7.5` in en-us; either separator is read in every language, since
 * no grade between 0 and 10 needs a thousands separator. 10.5, -1 and 7.55 are refused.
 */
export const GRADE_MAX_TENTHS = 100;

export type GradeParse = { ok: true; tenths: number } | { ok: false; reason: "empty" | "format" | "range" };

const GRADE = /^(\d{1,3})(?:[.,](\d))?$/;

export function parseGrade(text: string, maxTenths = GRADE_MAX_TENTHS): GradeParse {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: false, reason: "empty" };
  if (/^-\s*\d/.test(trimmed)) return { ok: false, reason: "range" };
  const match = GRADE.exec(trimmed);
  if (!match) return { ok: false, reason: "format" };
  const tenths = Number(match[1]) * 10 + Number(match[2] ?? "0");
  if (tenths > maxTenths) return { ok: false, reason: "range" };
  return { ok: true, tenths };
}

/** `7,5` (pt-br, es-es) or `7.5` (en-us); always one decimal, so a column of grades lines up. */
export function formatGrade(tenths: number, lang: Language): string {
  const text = `${Math.trunc(tenths / 10)}.${tenths % 10}`;
  return lang === "en-us" ? text : text.replace(".", ",");
}

/** A grade as the wire carries it (7.5) into tenths; null for anything not 0–max with one decimal at most. */
export function gradeTenths(value: number, maxTenths = GRADE_MAX_TENTHS): number | null {
  if (!Number.isFinite(value)) return null;
  const tenths = Math.round(value * 10);
  if (Math.abs(tenths - value * 10) > 1e-6) return null;
  if (tenths < 0 || tenths > maxTenths) return null;
  return tenths;
}

/** Tenths to the wire's number (75 → 7.5). */
export function gradeNumber(tenths: number): number {
  return tenths / 10;
}
