import type { Generated } from "kysely";

/** A part of a school year (a bimestre): local calendar dates of the tenant's time zone, both inclusive. */
interface GradingPeriodTable {
  id: Generated<number>;
  scope: string;
  school_year: number;
  number: number;
  /** YYYY-MM-DD. */
  starts_on: string;
  /** YYYY-MM-DD, inclusive. */
  ends_on: string;
}

declare module "../../db/schema.ts" {
  interface Database {
    grading_periods: GradingPeriodTable;
  }
}
