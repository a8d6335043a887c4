import {
  DEFAULT_TIME_ZONE,
  defaultGradingPeriods,
  type GradingPeriod,
  gradingPeriodsProblem,
  isTimeZone,
  localDate,
} from "@trilha/contracts/rules/grading-periods";
import { inTransaction } from "../../db/scoped-db.ts";
import { HttpError } from "../../http/http-error.ts";
import type { RequestContext } from "../../http/request-context.ts";
import { listGradingPeriods, replaceGradingPeriods } from "./grading-period.repository.ts";

type Reader = Pick<RequestContext, "data" | "scope" | "tenant">;

/** The tenant's time zone: its setting when the runtime knows it, else São Paulo's. */
export function timeZoneOf(context: Pick<RequestContext, "tenant">): string {
  const zone = context.tenant.time_zone;
  return zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

/** The school year a moment falls in, read in the tenant's time zone. */
export function schoolYearAt(context: Pick<RequestContext, "tenant">, now: Date): number {
  return Number(localDate(now, timeZoneOf(context)).slice(0, 4));
}

/** A year's periods: the ones set for the scope, else the four default bimestres. */
export async function gradingPeriodsOf(context: Reader, year: number) {
  const rows = await listGradingPeriods(context.data, year);
  const periods: GradingPeriod[] =
    rows.length > 0
      ? rows.map((row) => ({ numero: row.number, inicio: row.starts_on, fim: row.ends_on }))
      : defaultGradingPeriods(year);
  return { ano: year, fuso_horario: timeZoneOf(context), personalizados: rows.length > 0, periodos: periods };
}

export async function saveGradingPeriods(
  context: Reader,
  year: number,
  periods: readonly { inicio: string; fim: string }[],
) {
  if (gradingPeriodsProblem(year, periods) !== null) throw new HttpError(400, "learning.periodsInvalid");
  await inTransaction(context.data, (trx) => replaceGradingPeriods(trx, year, periods));
  return gradingPeriodsOf(context, year);
}
