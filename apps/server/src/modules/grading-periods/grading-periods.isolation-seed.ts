import { gradingPeriodSave } from "@trilha/contracts/grading-periods.calls";
import type { IsolationSeedContributor } from "../users/users.isolation-seed.ts";

/** The administrator sets this year's four grading periods through the API. */
export const gradingPeriodsIsolationSeed: IsolationSeedContributor = {
  tables: ["grading_periods"],
  async seed({ tokens, ok }) {
    const year = new Date().getUTCFullYear();
    const bounds = [
      ["02-01", "04-15"],
      ["04-16", "06-30"],
      ["07-15", "09-30"],
      ["10-01", "12-20"],
    ];
    await ok(
      gradingPeriodSave,
      {
        ano: year,
        periodos: bounds.map(([start, end]) => ({ inicio: `${year}-${start}`, fim: `${year}-${end}` })),
      },
      tokens.admin,
    );
    return undefined;
  },
};
