import { describe, expect, it } from "vitest";
import { ELLIPSIS, modalTextLimit, truncateModalText } from "./modal-text.ts";

describe("modalTextLimit", () => {
  it("is 20 characters, scaled by 1.4 (28) on wide screens", () => {
    expect(modalTextLimit(false)).toBe(20);
    expect(modalTextLimit(true)).toBe(28);
  });
});

describe("truncateModalText", () => {
  it("keeps text of exactly the limit", () => {
    const twenty = "a".repeat(20);
    expect(truncateModalText(twenty, false)).toBe(twenty);
    const twentyEight = "b".repeat(28);
    expect(truncateModalText(twentyEight, true)).toBe(twentyEight);
  });

  it("cuts one character past the limit, the ellipsis included in the count", () => {
    const cut = truncateModalText("a".repeat(21), false);
    expect(cut).toBe(`${"a".repeat(19)}${ELLIPSIS}`);
    expect(Array.from(cut)).toHaveLength(20);
  });

  it("allows 28 characters on wide screens where narrow ones show 20", () => {
    const name = "Maria Eduarda Albuquerque Cavalcanti";
    expect(truncateModalText(name, false)).toBe("Maria Eduarda Albuq…");
    expect(truncateModalText(name, true)).toBe("Maria Eduarda Albuquerque C…");
  });

  it("does not end the cut text on a space before the ellipsis", () => {
    expect(truncateModalText("Ana Beatriz Souza e Silva", false)).toBe("Ana Beatriz Souza e…");
    expect(truncateModalText("abcdefghijklmnopqr  stuvwxyz", false)).toBe("abcdefghijklmnopqr…");
  });

  it("counts accents and emoji as one character and never splits them", () => {
    const name = "Joã😀".repeat(6);
    const cut = truncateModalText(name, false);
    expect(Array.from(cut)).toHaveLength(20);
    expect(cut).toBe(`${"Joã😀".repeat(4)}Joã${ELLIPSIS}`);
  });

  it("trims surrounding spaces and keeps short and empty text", () => {
    expect(truncateModalText("  Ana  ", false)).toBe("Ana");
    expect(truncateModalText("", true)).toBe("");
  });
});
