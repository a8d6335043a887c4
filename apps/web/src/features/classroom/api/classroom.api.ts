import { assignmentCreate, myContents } from "@trilha/contracts/assignments.calls";
import { activeGroups, taughtGroups } from "@trilha/contracts/classes.calls";
import { gradebook } from "@trilha/contracts/deliveries.calls";
import { lessonCatalog, lessonPreview } from "@trilha/contracts/lessons.calls";
import {
  callInfiniteQuery,
  callMutation,
  callQuery,
  callQueryWith,
  callRefresh,
  numberedPages,
} from "../../../lib/call-hooks.ts";

/** The active classes the caller is in, as a student or a teacher. */
export const useMyClasses = callQuery(activeGroups);

/** The active classes the caller teaches. */
export const useTaughtClasses = callQuery(taughtGroups);

/** After a join code was renewed (a registrations call): the class's code shown again. */
export const useRefreshTaughtClasses = callRefresh(taughtGroups);

/** 'Atribuir': the class's gradebook gains the lesson's column. */
export const useAssignLesson = callMutation(assignmentCreate, { refreshes: [gradebook] });

/** The lessons given to one of the caller's classes, by due date, a page at a time. */
export const useClassContents = callInfiniteQuery(
  myContents,
  (pagina: number, classId: number) => ({ query: { turma_id: classId, pagina } }),
  numberedPages,
);

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
