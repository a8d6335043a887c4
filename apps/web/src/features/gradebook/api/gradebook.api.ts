import { keepPreviousData, useQuery } from "@tanstack/react-query";
import * as assignmentsCalls from "@trilha/contracts/assignments.calls";
import * as deliveriesCalls from "@trilha/contracts/deliveries.calls";
import { gradingPeriodList } from "@trilha/contracts/grading-periods.calls";
import { apiCall } from "../../../lib/api.ts";
import { apiDownload } from "../../../lib/api-download.ts";
import { callMutation } from "../../../lib/call-hooks.ts";
import { useLanguage } from "../../../lib/i18n.ts";
import { apiQueryKey } from "../../../lib/use-api-query.ts";
import { useSession } from "../../../lib/use-session.ts";

function useToken(): string | null {
  const session = useSession();
  return session.status === "signed-out" ? null : session.token;
}

/** What the gradebook shows: a class, a school year and a grading period (null: the whole year). */
export interface GradebookFilter {
  classId: number;
  year: number;
  period: number | null;
}

function gradebookQuery({ classId, year, period }: GradebookFilter) {
  return { turma_id: classId, ano: year, periodo: period ?? undefined };
}

/** Every cached gradebook, to refresh after a grade changes. */
export function gradebookKey(lang: string, token: string | null) {
  return apiQueryKey(deliveriesCalls.gradebook, lang, token);
}

/** 'Notas': the whole gradebook of a class for a period, in one request. */
export function useGradebook(filter: GradebookFilter) {
  const lang = useLanguage();
  const token = useToken();
  return useQuery({
    queryKey: [...gradebookKey(lang, token), filter],
    queryFn: ({ signal }) =>
      apiCall(deliveriesCalls.gradebook, {
        signal,
        query: gradebookQuery(filter),
        unauthorized: "keep-session",
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

/** The grading periods of a school year, and the tenant's time zone. */
export function useGradingPeriods(year: number) {
  const lang = useLanguage();
  const token = useToken();
  return useQuery({
    queryKey: [...apiQueryKey(gradingPeriodList, lang, token), year],
    queryFn: ({ signal }) =>
      apiCall(gradingPeriodList, { signal, query: { ano: year }, unauthorized: "keep-session" }),
    enabled: token !== null,
    staleTime: 5 * 60_000,
  });
}

/** The key of one student's delivery, as its teacher reads it. */
export function studentDeliveryKey(
  lang: string,
  token: string | null,
  assignmentId: number,
  studentId: number,
) {
  return [...apiQueryKey(deliveriesCalls.deliveryOfStudent, lang, token), assignmentId, studentId] as const;
}

/** A cell of the gradebook opened: one student's delivery with every attempt. */
export function useStudentDelivery(assignmentId: number, studentId: number) {
  const lang = useLanguage();
  const token = useToken();
  return useQuery({
    queryKey: studentDeliveryKey(lang, token, assignmentId, studentId),
    queryFn: ({ signal }) =>
      apiCall(deliveriesCalls.deliveryOfStudent, {
        signal,
        query: { atribuicao_id: assignmentId, aluno_id: studentId },
        unauthorized: "keep-session",
      }),
    enabled: token !== null,
  });
}

export const useGradeDelivery = callMutation(deliveriesCalls.deliveryGrade);
export const useAskRedo = callMutation(deliveriesCalls.deliveryRedo);
export const useCancelDelivery = callMutation(deliveriesCalls.deliveryCancel);

/** 'Encerrar entregas' and 'Reabrir', from an assignment's column (or its group on a phone). */
export const useCloseAssignment = callMutation(assignmentsCalls.assignmentClose);
export const useReopenAssignment = callMutation(assignmentsCalls.assignmentReopen);

/** 'Conceder prazo': one student's own due date, from their delivery dialog. */
export const useExtendForStudent = callMutation(assignmentsCalls.assignmentExtend);

/** 'Remover prazo extra': the class's due date holds for the student again. */
export const useRemoveExtension = callMutation(assignmentsCalls.assignmentExtensionRemove);

/** 'Exportar notas': the period's gradebook as a CSV or XLSX file. */
export function downloadGradebook(filter: GradebookFilter, format: "csv" | "xlsx") {
  return apiDownload(deliveriesCalls.gradebookExport, {
    query: { ...gradebookQuery(filter), formato: format },
  });
}

/** 'Editar datas' and 'Remover atribuição', from an assignment's column (or its group on a phone). */
export const useRescheduleAssignment = callMutation(assignmentsCalls.assignmentReschedule);
export const useRemoveAssignment = callMutation(assignmentsCalls.assignmentRemove);
