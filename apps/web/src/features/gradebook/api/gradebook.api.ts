import * as assignmentsCalls from "@trilha/contracts/assignments.calls";
import type { CURRENT_PERIOD } from "@trilha/contracts/deliveries.calls";
import * as deliveriesCalls from "@trilha/contracts/deliveries.calls";
import { gradingPeriodList } from "@trilha/contracts/grading-periods.calls";
import { apiDownload } from "../../../lib/api-download.ts";
import { callMutation, callQueryWith, callRefresh, callUpdate } from "../../../lib/call-hooks.ts";

/**
 * What the gradebook shows: a class, a school year and a grading period (null: the whole year; CURRENT_PERIOD:
 * the one today falls in, which the server finds, so the page asks before it has the periods).
 */
export interface GradebookFilter {
  classId: number;
  year: number;
  period: number | null | typeof CURRENT_PERIOD;
}

function gradebookQuery({ classId, year, period }: GradebookFilter) {
  return { turma_id: classId, ano: year, periodo: period ?? undefined };
}

/** 'Notas': the whole gradebook of a class for a period, in one request. */
export const useGradebook = callQueryWith(
  deliveriesCalls.gradebook,
  (filter: GradebookFilter) => ({ query: gradebookQuery(filter) }),
  { keepPrevious: true },
);

/** Every gradebook loaded again (its cells change after a grade, a closing, an extension). */
export const useRefreshGradebook = callRefresh(deliveriesCalls.gradebook);

/** Every gradebook shown changed at once, with what the server has just answered (an assignment closed). */
export const useUpdateGradebook = callUpdate(deliveriesCalls.gradebook);

/** The grading periods of a school year, and the tenant's time zone. */
export const useGradingPeriods = callQueryWith(
  gradingPeriodList,
  (year: number) => ({ query: { ano: year } }),
  {
    staleTime: 5 * 60_000,
  },
);

/** A cell of the gradebook opened: one student's delivery with every attempt. */
export const useStudentDelivery = callQueryWith(
  deliveriesCalls.deliveryOfStudent,
  (assignmentId: number, studentId: number) => ({
    query: { atribuicao_id: assignmentId, aluno_id: studentId },
  }),
);

/** An opened delivery shows at once what grading it answered: `update(change, assignmentId, studentId)`. */
export const useUpdateStudentDelivery = callUpdate(deliveriesCalls.deliveryOfStudent);

export const useGradeDelivery = callMutation(deliveriesCalls.deliveryGrade);
export const useAskRedo = callMutation(deliveriesCalls.deliveryRedo);
export const useCancelDelivery = callMutation(deliveriesCalls.deliveryCancel);

/** 'Encerrar entregas' and 'Reabrir', from an assignment's column (or its group on a phone). */
export const useCloseAssignment = callMutation(assignmentsCalls.assignmentClose);
export const useReopenAssignment = callMutation(assignmentsCalls.assignmentReopen);

/** A student's due date changes their delivery (late, missing) in the dialog and the gradebook. */
const dueDateShows = { refreshes: [deliveriesCalls.deliveryOfStudent, deliveriesCalls.gradebook] };

/** 'Conceder prazo': one student's own due date, from their delivery dialog. */
export const useExtendForStudent = callMutation(assignmentsCalls.assignmentExtend, dueDateShows);

/** 'Remover prazo extra': the class's due date holds for the student again. */
export const useRemoveExtension = callMutation(assignmentsCalls.assignmentExtensionRemove, dueDateShows);

/** 'Exportar notas': the period's gradebook as a CSV or XLSX file. */
export function downloadGradebook(filter: GradebookFilter, format: "csv" | "xlsx") {
  return apiDownload(deliveriesCalls.gradebookExport, {
    query: { ...gradebookQuery(filter), formato: format },
  });
}

/** 'Editar datas' and 'Remover atribuição', from an assignment's column (or its group on a phone). */
export const useRescheduleAssignment = callMutation(assignmentsCalls.assignmentReschedule, {
  refreshes: [deliveriesCalls.gradebook],
});
export const useRemoveAssignment = callMutation(assignmentsCalls.assignmentRemove, {
  refreshes: [deliveriesCalls.gradebook],
});
