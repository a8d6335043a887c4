import type { Language } from "@trilha/contracts/rules/languages";
import { type MessageKey, translate } from "@trilha/i18n/translate";

/** The largest number the questions use; the catalogues spell out 0 to 20 (captcha.numbers.n0 … n20). */
export const LARGEST_NUMBER = 20;

export interface ArithmeticChallenge {
  a: number;
  b: number;
  operation: "plus" | "minus";
  answer: number;
}

/**
 * A small sum or difference, asked in words ("Quanto é sete mais cinco?"): screen readers read it like any
 * text, and the answer is never a word on the page. Results stay within 0..20. `random` returns [0, 1).
 */
export function makeArithmeticChallenge(random: () => number): ArithmeticChallenge {
  const pick = (from: number, to: number) => from + Math.floor(random() * (to - from + 1));
  if (random() < 0.5) {
    const a = pick(1, 10);
    const b = pick(1, 10);
    return { a, b, operation: "plus", answer: a + b };
  }
  const a = pick(5, LARGEST_NUMBER);
  const b = pick(1, a - 1);
  return { a, b, operation: "minus", answer: a - b };
}

export function numberInWords(lang: Language, value: number): string {
  return translate(lang, `captcha.numbers.n${value}` as MessageKey);
}

export function questionText(lang: Language, challenge: ArithmeticChallenge): string {
  return translate(lang, `captcha.question.${challenge.operation}`, {
    a: numberInWords(lang, challenge.a),
    b: numberInWords(lang, challenge.b),
  });
}

/** The digits a person may type for a number: "7", "07", " 7 " all mean 7; anything else means nothing. */
export function normalizeAnswer(raw: string): string | null {
  const trimmed = raw.trim();
  return /^\d{1,3}$/.test(trimmed) ? String(Number(trimmed)) : null;
}
