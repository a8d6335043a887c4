import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { CONTENTS_PAGE_SIZE, myContents } from "@trilha/contracts/assignments.calls";
import { deliveryGradesSeen } from "@trilha/contracts/deliveries.calls";
import type { DeliveryStatus } from "@trilha/contracts/rules/delivery-status";
import { apiCall } from "../../../lib/api.ts";
import { callMutation, callRefresh } from "../../../lib/call-hooks.ts";
import { useLanguage } from "../../../lib/i18n.ts";
import { apiQueryKey } from "../../../lib/use-api-query.ts";
import { useSessionToken } from "../../../lib/use-session.ts";

export interface ContentsFilters {
  status?: DeliveryStatus | undefined;
  tag?: string | undefined;
}

/**
 * 'Conteúdos': the student's lessons of every class by due date, a page at a time from the server, each filter
 * its own cached list. Its 401 ends the session (the list is /logado itself, so spec §8's "go to /logado" would
 * only come back here): sign-in then continues to the list.
 */
export function useMyContents(filters: ContentsFilters) {
  const lang = useLanguage();
  const token = useSessionToken();
  return useInfiniteQuery({
    queryKey: [...apiQueryKey(myContents, lang, token), filters.status ?? null, filters.tag ?? null],
    queryFn: ({ pageParam, signal }) =>
      apiCall(myContents, {
        signal,
        query: {
          pagina: pageParam,
          limite: CONTENTS_PAGE_SIZE,
          ...(filters.status ? { status: filters.status } : {}),
          ...(filters.tag ? { tag: filters.tag } : {}),
        },
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagina * last.limite < last.total ? last.pagina + 1 : undefined),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

/** Marks every list of contents stale, so the one on screen loads again (after a delivery was sent). */
export const useRefreshContents = callRefresh(myContents);

/** 'Nova nota': tells the server the list has shown these new grades (they are ordinary from the next load). */
export const useMarkGradesSeen = callMutation(deliveryGradesSeen);
