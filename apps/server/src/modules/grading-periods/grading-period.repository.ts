import { insertInto, type ScopedDb } from "../../db/scoped-db.ts";

export function listGradingPeriods(data: ScopedDb, year: number) {
  return data
    .selectFrom("grading_periods")
    .select(["number", "starts_on", "ends_on"])
    .where("school_year", "=", year)
    .orderBy("number")
    .execute();
}

/** Replaces a year's periods with these, numbered 1..n in order. */
export async function replaceGradingPeriods(
  data: ScopedDb,
  year: number,
  periods: readonly { inicio: string; fim: string }[],
) {
  await data.deleteFrom("grading_periods").where("school_year", "=", year).execute();
  await insertInto(data, "grading_periods")
    .values(
      periods.map((period, index) => ({
        school_year: year,
        number: index + 1,
        starts_on: period.inicio,
        ends_on: period.fim,
      })),
    )
    .execute();
}
