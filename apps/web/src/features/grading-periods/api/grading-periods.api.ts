import { gradingPeriodList, gradingPeriodSave } from "@trilha/contracts/grading-periods.calls";
import { callMutation, callQueryWith } from "../../../lib/call-hooks.ts";

/** A school year's grading periods as the platform has them (its own dates, or the default bimestres). */
export const useGradingPeriodList = callQueryWith(
  gradingPeriodList,
  (year: number) => ({ query: { ano: year } }),
  {
    unauthorized: "end-session",
  },
);

/** 'Salvar períodos': every cached year of periods (the gradebook's too) is read again after it. */
export const useSaveGradingPeriods = callMutation(gradingPeriodSave, { refreshes: [gradingPeriodList] });
