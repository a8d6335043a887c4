import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { assignmentCreate, myContents } from "@trilha/contracts/assignments.calls";
import { activeGroups, taughtGroups } from "@trilha/contracts/classes.calls";
import { lessonCatalog } from "@trilha/contracts/lessons.calls";
import { apiCall } from "../../../lib/api.ts";
import { callMutation, callQuery } from "../../../lib/call-hooks.ts";
import { useLanguage } from "../../../lib/i18n.ts";
import { apiQueryKey } from "../../../lib/use-api-query.ts";
import { useSession } from "../../../lib/use-session.ts";

/** The active classes the caller is in, as a student or a teacher. */
export const useMyClasses = callQuery(activeGroups);

/** The active classes the caller teaches. */
export const useTaughtClasses = callQuery(taughtGroups);

export const useAssignLesson = callMutation(assignmentCreate);

function useToken(): string | null {
  const session = useSession();
  return session.status === "signed-out" ? null : session.token;
}

/** The lessons given to one of the caller's classes, by due date, a page at a time. */
export function useClassContents(classId: number) {
  const lang = useLanguage();
  const token = useToken();
  return useInfiniteQuery({
    queryKey: [...apiQueryKey(myContents, lang, token), { turma_id: classId }],
    queryFn: ({ pageParam, signal }) =>
      apiCall(myContents, {
        signal,
        query: { turma_id: classId, pagina: pageParam },
        unauthorized: "keep-session",
      }),
    initialPageParam: 1,
    getNextPageParam: (page) => (page.pagina * page.limite < page.total ? page.pagina + 1 : undefined),
    enabled: token !== null,
  });
}

/** The catalogue of lessons a teacher may give, searched by title or codigo. */
export function useLessonCatalog(search: string) {
  const lang = useLanguage();
  const token = useToken();
  const busca = search.trim() === "" ? undefined : search.trim();
  return useQuery({
    queryKey: [...apiQueryKey(lessonCatalog, lang, token), busca ?? ""],
    queryFn: ({ signal }) =>
      apiCall(lessonCatalog, { signal, query: { busca, limite: 50 }, unauthorized: "keep-session" }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}
