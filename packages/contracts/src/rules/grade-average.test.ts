import { describe, expect, it } from "vitest";
import { averageOf } from "./grade-average.ts";

describe("averageOf", () => {
  it("averages graded work only and says what it left out", () => {
    expect(
      averageOf([
        { status: "avaliada", lastGrade: 80 },
        { status: "avaliada", lastGrade: 65 },
        { status: "CAN", lastGrade: 10 },
        { status: "nao_entregue", lastGrade: null },
        { status: "atrasada", lastGrade: null },
        { status: "entregue", lastGrade: null },
        { status: "concluida", lastGrade: null },
        { status: "aberta", lastGrade: null },
        { status: "em_breve", lastGrade: null },
      ]),
    ).toEqual({ tenths: 73, counted: 2, missing: 1, late: 1, excused: 1, pending: 3 });
  });

  it("keeps the last grade of work asked to be redone, and leaves CAN out even when graded", () => {
    expect(
      averageOf([
        { status: "refazer", lastGrade: 40 },
        { status: "CAN", lastGrade: 100 },
      ]),
    ).toMatchObject({ tenths: 40, counted: 1, excused: 1 });
  });

  it("has no average when nothing is graded, rather than a zero", () => {
    expect(averageOf([])).toEqual({ tenths: null, counted: 0, missing: 0, late: 0, excused: 0, pending: 0 });
    expect(averageOf([{ status: "nao_entregue", lastGrade: null }]).tenths).toBeNull();
  });

  it("rounds half up to one decimal", () => {
    const graded = (...grades: number[]) =>
      grades.map((lastGrade) => ({ status: "avaliada", lastGrade }) as const);
    expect(averageOf(graded(70, 75)).tenths).toBe(73);
    expect(averageOf(graded(70, 71)).tenths).toBe(71);
    expect(averageOf(graded(70, 70, 71)).tenths).toBe(70);
  });
});
