import { describe, expect, it } from "vitest";
import { schoolYearOf } from "./school-year.ts";

describe("schoolYearOf", () => {
  it("reads Ensino Fundamental's years however the ordinal is written", () => {
    expect(schoolYearOf("7º ano")).toEqual({ etapa: "EF", ano: 7 });
    expect(schoolYearOf("7° ano")).toEqual({ etapa: "EF", ano: 7 });
    expect(schoolYearOf("7 ano")).toEqual({ etapa: "EF", ano: 7 });
    expect(schoolYearOf("1o Ano")).toEqual({ etapa: "EF", ano: 1 });
    expect(schoolYearOf(" 9º ano A ")).toEqual({ etapa: "EF", ano: 9 });
  });

  it("reads Ensino Médio's years, as série or ano", () => {
    expect(schoolYearOf("1ª série do Ensino Médio")).toEqual({ etapa: "EM", ano: 1 });
    expect(schoolYearOf("2º ano EM")).toEqual({ etapa: "EM", ano: 2 });
    expect(schoolYearOf("3ª série - médio")).toEqual({ etapa: "EM", ano: 3 });
  });

  it("guesses nothing else: the old eight-year séries, years out of range, free text, nothing", () => {
    expect(schoolYearOf("7ª série")).toBeNull();
    expect(schoolYearOf("10º ano")).toBeNull();
    expect(schoolYearOf("0º ano")).toBeNull();
    expect(schoolYearOf("4º ano EM")).toBeNull();
    expect(schoolYearOf("Infantil")).toBeNull();
    expect(schoolYearOf("")).toBeNull();
    expect(schoolYearOf(null)).toBeNull();
    expect(schoolYearOf(undefined)).toBeNull();
  });
});
