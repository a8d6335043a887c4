import type { IsolationSeedContributor } from "../users/users.isolation-seed.ts";

/** The scope's four grading periods of this year. */
export const gradingPeriodsIsolationSeed: IsolationSeedContributor = {
  tables: ["grading_periods"],
  async seed({ db, scope }) {
    const year = new Date().getUTCFullYear();
    const bounds = [
      ["01-01", "03-31"],
      ["04-01", "06-30"],
      ["07-01", "09-30"],
      ["10-01", "12-31"],
    ];
    await db
      .insertInto("grading_periods")
      .values(
        bounds.map(([start, end], index) => ({
          scope: scope.key,
          school_year: year,
          number: index + 1,
          starts_on: `${year}-${start}`,
          ends_on: `${year}-${end}`,
        })),
      )
      .execute();
    return undefined;
  },
};
