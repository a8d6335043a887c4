import { keepPreviousData, useQuery } from "@tanstack/react-query";
import {
  lessonArchive,
  lessonAttachmentLimits,
  lessonCreate,
  lessonEdit,
  lessonGet,
  lessonImageAdd,
  lessonMine,
} from "@trilha/contracts/lessons.calls";
import { apiCall } from "../../../lib/api.ts";
import { callFunction, callMutation, callQuery } from "../../../lib/call-hooks.ts";
import { useLanguage } from "../../../lib/i18n.ts";
import { apiQueryKey } from "../../../lib/use-api-query.ts";
import { useSession } from "../../../lib/use-session.ts";

export type LessonListSituation = "ativos" | "arquivados";

function useToken(): string | null {
  const session = useSession();
  return session.status === "signed-out" ? null : session.token;
}

/** Every cached page of 'Meus conteúdos', to refresh after a change. */
export function myLessonsKey(lang: string, token: string | null) {
  return apiQueryKey(lessonMine, lang, token);
}

/** 'Meus conteúdos': one page of the caller's lessons, active or archived. */
export function useMyLessons(situation: LessonListSituation, page: number) {
  const lang = useLanguage();
  const token = useToken();
  return useQuery({
    queryKey: [...myLessonsKey(lang, token), situation, page],
    queryFn: ({ signal }) =>
      apiCall(lessonMine, {
        signal,
        query: { situacao: situation, pagina: page },
        unauthorized: "keep-session",
      }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

/** One of the caller's lessons, to edit it. */
export function useLesson(lessonId: number) {
  const lang = useLanguage();
  const token = useToken();
  return useQuery({
    queryKey: [...apiQueryKey(lessonGet, lang, token), lessonId],
    queryFn: ({ signal }) =>
      apiCall(lessonGet, { signal, query: { conteudo_id: lessonId }, unauthorized: "keep-session" }),
    enabled: token !== null,
  });
}

export const useCreateLesson = callMutation(lessonCreate);
export const useEditLesson = callMutation(lessonEdit);
export const useArchiveLesson = callMutation(lessonArchive);

/** A finished upload of a picture made a lesson picture: its address, for the body's <img>. */
export const addLessonImage = callFunction(lessonImageAdd);

/** The deliveries' limits, which a lesson's attachments share: checked before a file is sent. */
export const useAttachmentLimits = callQuery(lessonAttachmentLimits);
