import { gradingPeriodList, gradingPeriodSave } from "@trilha/contracts/grading-periods.calls";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../http/register-call.ts";
import { gradingPeriodsOf, saveGradingPeriods } from "./grading-period.service.ts";

/** The grading periods of a school year: anyone signed in reads them, a platform administrator sets them. */
export default async function gradingPeriodRoutes(app: FastifyInstance) {
  registerCall(app, gradingPeriodList, (context) => gradingPeriodsOf(context, context.query.ano));
  registerCall(app, gradingPeriodSave, (context) =>
    saveGradingPeriods(context, context.body.ano, context.body.periodos),
  );
}
