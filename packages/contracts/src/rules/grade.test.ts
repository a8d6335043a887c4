import { describe, expect, it } from "vitest";
import { formatGrade, gradeNumber, gradeTenths, parseGrade } from "./grade.ts";

describe("parseGrade", () => {
  it("reads 7,5 and 7.5 as 75 tenths, and whole grades", () => {
    expect(parseGrade("7,5")).toEqual({ ok: true, tenths: 75 });
    expect(parseGrade("7.5")).toEqual({ ok: true, tenths: 75 });
    expect(parseGrade(" 10 ")).toEqual({ ok: true, tenths: 100 });
    expect(parseGrade("0")).toEqual({ ok: true, tenths: 0 });
    expect(parseGrade("0,0")).toEqual({ ok: true, tenths: 0 });
    expect(parseGrade("10,0")).toEqual({ ok: true, tenths: 100 });
    expect(parseGrade("09,9")).toEqual({ ok: true, tenths: 99 });
  });

  it("refuses 10.5, -1 and anything above the maximum", () => {
    expect(parseGrade("10.5")).toEqual({ ok: false, reason: "range" });
    expect(parseGrade("10,1")).toEqual({ ok: false, reason: "range" });
    expect(parseGrade("-1")).toEqual({ ok: false, reason: "range" });
    expect(parseGrade("- 0,5")).toEqual({ ok: false, reason: "range" });
    expect(parseGrade("11")).toEqual({ ok: false, reason: "range" });
    expect(parseGrade("5,5", 50)).toEqual({ ok: false, reason: "range" });
  });

  it("refuses a second decimal, empty text and anything that is not a grade", () => {
    expect(parseGrade("7.55")).toEqual({ ok: false, reason: "format" });
    expect(parseGrade("7,50")).toEqual({ ok: false, reason: "format" });
    expect(parseGrade("")).toEqual({ ok: false, reason: "empty" });
    expect(parseGrade("   ")).toEqual({ ok: false, reason: "empty" });
    for (const text of ["7,", ",5", "1e1", "sete", "7 5", "7,5,1", "+7", "0x7", "Infinity", "NaN"]) {
      expect(parseGrade(text), text).toEqual({ ok: false, reason: "format" });
    }
  });
});

describe("formatGrade", () => {
  it("writes one decimal, with a comma in pt-br and es-es and a point in en-us", () => {
    expect(formatGrade(75, "pt-br")).toBe("7,5");
    expect(formatGrade(75, "es-es")).toBe("7,5");
    expect(formatGrade(75, "en-us")).toBe("7.5");
    expect(formatGrade(100, "pt-br")).toBe("10,0");
    expect(formatGrade(0, "en-us")).toBe("0.0");
    expect(formatGrade(3, "pt-br")).toBe("0,3");
  });

  it("round-trips every grade from 0 to 10", () => {
    for (let tenths = 0; tenths <= 100; tenths++) {
      for (const lang of ["pt-br", "en-us", "es-es"] as const) {
        expect(parseGrade(formatGrade(tenths, lang))).toEqual({ ok: true, tenths });
      }
      expect(gradeTenths(gradeNumber(tenths))).toBe(tenths);
    }
  });
});

describe("gradeTenths", () => {
  it("takes a wire number with at most one decimal between 0 and the maximum", () => {
    expect(gradeTenths(7.5)).toBe(75);
    expect(gradeTenths(0.1 + 0.2)).toBe(3);
    expect(gradeTenths(10)).toBe(100);
    expect(gradeTenths(7.55)).toBeNull();
    expect(gradeTenths(10.5)).toBeNull();
    expect(gradeTenths(-1)).toBeNull();
    expect(gradeTenths(-0.04)).toBeNull();
    expect(gradeTenths(Number.NaN)).toBeNull();
    expect(gradeTenths(Number.POSITIVE_INFINITY)).toBeNull();
    expect(gradeTenths(6, 50)).toBeNull();
  });
});
