import { useInfiniteQuery } from "@tanstack/react-query";
import { assignmentCreate, myContents } from "@trilha/contracts/assignments.calls";
import { activeGroups, taughtGroups } from "@trilha/contracts/classes.calls";
import { lessonCatalog, lessonPreview } from "@trilha/contracts/lessons.calls";
import { apiCall } from "../../../lib/api.ts";
import { callMutation, callQuery, callQueryWith } from "../../../lib/call-hooks.ts";
import { useLanguage } from "../../../lib/i18n.ts";
import { apiQueryKey } from "../../../lib/use-api-query.ts";
import { useSessionToken } from "../../../lib/use-session.ts";

/** The active classes the caller is in, as a student or a teacher. */
export const useMyClasses = callQuery(activeGroups);

/** The active classes the caller teaches. */
export const useTaughtClasses = callQuery(taughtGroups);

export const useAssignLesson = callMutation(assignmentCreate);

/** The lessons given to one of the caller's classes, by due date, a page at a time. */
export function useClassContents(classId: number) {
  const lang = useLanguage();
  const token = useSessionToken();
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

const useCatalogSearch = callQueryWith(
  lessonCatalog,
  (busca: string) => ({ query: { busca: busca === "" ? undefined : busca, limite: 50 } }),
  { keepPrevious: true },
);

/** The catalogue of lessons a teacher may give, searched by title or codigo. */
export function useLessonCatalog(search: string) {
  return useCatalogSearch(search.trim());
}

/** 'Pré-visualizar': one lesson of the catalogue as it would be given now. */
export const useLessonPreview = callQueryWith(lessonPreview, (lessonId: number) => ({
  query: { conteudo_id: lessonId },
}));
