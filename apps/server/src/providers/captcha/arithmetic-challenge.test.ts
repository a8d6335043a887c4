import { describe, expect, it } from "vitest";
import {
  LARGEST_NUMBER,
  makeArithmeticChallenge,
  normalizeAnswer,
  numberInWords,
  questionText,
} from "./arithmetic-challenge.ts";

/** A deterministic stand-in for Math.random. */
function sequence(...values: number[]) {
  let index = 0;
  return () => values[index++ % values.length] ?? 0;
}

describe("arithmetic challenge", () => {
  it("keeps every operand and result within 0..20 for any random draw", () => {
    for (let i = 0; i < 2_000; i++) {
      const challenge = makeArithmeticChallenge(Math.random);
      for (const value of [challenge.a, challenge.b, challenge.answer]) {
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(LARGEST_NUMBER);
      }
      expect(challenge.answer).toBe(
        challenge.operation === "plus" ? challenge.a + challenge.b : challenge.a - challenge.b,
      );
    }
  });

  it("covers the edges of the random range", () => {
    expect(makeArithmeticChallenge(sequence(0.1, 0, 0))).toEqual({
      a: 1,
      b: 1,
      operation: "plus",
      answer: 2,
    });
    expect(makeArithmeticChallenge(sequence(0.4, 0.999, 0.999))).toMatchObject({ a: 10, b: 10, answer: 20 });
    expect(makeArithmeticChallenge(sequence(0.9, 0.999, 0.999))).toEqual({
      a: 20,
      b: 19,
      operation: "minus",
      answer: 1,
    });
  });

  it("asks in words in each language", () => {
    const challenge = { a: 7, b: 5, operation: "plus" as const, answer: 12 };
    expect(questionText("pt-br", challenge)).toBe("Quanto é sete mais cinco?");
    expect(questionText("en-us", challenge)).toBe("What is seven plus five?");
    expect(questionText("es-es", { ...challenge, operation: "minus", answer: 2 })).toBe(
      "¿Cuánto es siete menos cinco?",
    );
    for (let n = 0; n <= LARGEST_NUMBER; n++) expect(numberInWords("pt-br", n)).toMatch(/^[a-zêé]+$/);
  });

  it("reads answers typed in digits, with spaces or leading zeros, and nothing else", () => {
    expect(normalizeAnswer(" 12 ")).toBe("12");
    expect(normalizeAnswer("07")).toBe("7");
    expect(normalizeAnswer("0")).toBe("0");
    for (const bad of ["", "doze", "1 2", "-1", "12.0", "1234"]) expect(normalizeAnswer(bad)).toBeNull();
  });
});
