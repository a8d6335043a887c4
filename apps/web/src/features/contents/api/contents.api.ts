import { CONTENTS_PAGE_SIZE, myContents } from "@trilha/contracts/assignments.calls";
import { deliveryGradesSeen } from "@trilha/contracts/deliveries.calls";
import type { DeliveryStatus } from "@trilha/contracts/rules/delivery-status";
import { callInfiniteQuery, callMutation, callRefresh, numberedPages } from "../../../lib/call-hooks.ts";

export interface ContentsFilters {
  status?: DeliveryStatus | undefined;
  tag?: string | undefined;
}

/**
 * 'Conteúdos': the student's lessons of every class by due date, a page at a time from the server, each filter
 * its own cached list. Its 401 ends the session (the list is /logado itself, so spec §8's "go to /logado" would
 * only come back here): sign-in then continues to the list.
 */
export const useMyContents = callInfiniteQuery(
  myContents,
  (pagina: number, filters: ContentsFilters) => ({
    query: {
      pagina,
      limite: CONTENTS_PAGE_SIZE,
      ...(filters.status ? { status: filters.status } : {}),
      ...(filters.tag ? { tag: filters.tag } : {}),
    },
  }),
  { ...numberedPages, keepPrevious: true, unauthorized: "end-session" },
);

/** Marks every list of contents stale, so the one on screen loads again (after a delivery was sent). */
export const useRefreshContents = callRefresh(myContents);

/** 'Nova nota': tells the server the list has shown these new grades (they are ordinary from the next load). */
export const useMarkGradesSeen = callMutation(deliveryGradesSeen);
