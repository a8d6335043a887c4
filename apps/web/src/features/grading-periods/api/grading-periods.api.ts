import { useQuery, useQueryClient } from "@tanstack/react-query";
import { gradingPeriodList, gradingPeriodSave } from "@trilha/contracts/grading-periods.calls";
import { apiCall } from "../../../lib/api.ts";
import { callMutation } from "../../../lib/call-hooks.ts";
import { useLanguage } from "../../../lib/i18n.ts";
import { apiQueryKey } from "../../../lib/use-api-query.ts";
import { useSession } from "../../../lib/use-session.ts";

function useToken(): string | null {
  const session = useSession();
  return session.status === "signed-out" ? null : session.token;
}

/** A school year's grading periods as the platform has them (its own dates, or the default bimestres). */
export function useGradingPeriodList(year: number) {
  const lang = useLanguage();
  const token = useToken();
  return useQuery({
    queryKey: [...apiQueryKey(gradingPeriodList, lang, token), year],
    queryFn: ({ signal }) => apiCall(gradingPeriodList, { signal, query: { ano: year } }),
    enabled: token !== null,
  });
}

const useSave = callMutation(gradingPeriodSave);

/** 'Salvar períodos': every cached year of periods (the gradebook's too) is read again after it. */
export function useSaveGradingPeriods() {
  const client = useQueryClient();
  const lang = useLanguage();
  const token = useToken();
  return useSave({
    onSuccess: () => client.invalidateQueries({ queryKey: apiQueryKey(gradingPeriodList, lang, token) }),
  });
}
