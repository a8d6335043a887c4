import { z } from "zod/mini";
import { get, post } from "./call.ts";
import { GRADING_PERIODS_MAX } from "./rules/grading-periods.ts";

/**
 * Grading periods (bimestres) of a school year: four by default, their dates set by a platform administrator.
 * Dates are local calendar dates of the tenant's time zone (`fuso_horario`), both ends included.
 */

const date = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
export const schoolYear = z.number().check(z.int(), z.gte(2000), z.lte(2100));

export const gradingPeriod = z.object({
  numero: z.number().check(z.int()),
  inicio: z.string(),
  fim: z.string(),
});

const periodsAnswer = z.object({
  ano: z.number().check(z.int()),
  /** The tenant's IANA time zone (America/Sao_Paulo by default). */
  fuso_horario: z.string(),
  /** False while the year has the default bimestres. */
  personalizados: z.boolean(),
  periodos: z.array(gradingPeriod),
});

export const gradingPeriodList = get("session", "/pedagogico/{lang}/periodos", {
  query: z.object({ ano: z.coerce.number().check(z.int(), z.gte(2000), z.lte(2100)) }),
  response: periodsAnswer,
});

/** Replaces a year's periods, numbered in the order given. */
export const gradingPeriodSave = post("platform-admin", "/pedagogico/{lang}/periodos/salvar", {
  body: z.object({
    ano: schoolYear,
    periodos: z
      .array(z.object({ inicio: date, fim: date }))
      .check(z.minLength(1), z.maxLength(GRADING_PERIODS_MAX)),
  }),
  response: periodsAnswer,
});
