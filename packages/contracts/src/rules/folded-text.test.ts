import { describe, expect, it } from "vitest";
import { foldedText } from "./folded-text.ts";

describe("foldedText", () => {
  it("folds accents, cedilla and case, and keeps everything else", () => {
    expect(foldedText("Frações")).toBe("fracoes");
    expect(foldedText("JOSÉ Ávila, 7º ano")).toBe("jose avila, 7º ano");
    expect(foldedText("EF07MA01")).toBe("ef07ma01");
    expect(foldedText("")).toBe("");
  });

  it("folds a text written with combining marks as one written with precomposed letters", () => {
    expect(foldedText("frac\u0327o\u0303es")).toBe(foldedText("frações"));
  });
});
