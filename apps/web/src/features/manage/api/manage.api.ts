import * as lessonsCalls from "@trilha/contracts/lessons.calls";
import { callFunction } from "../../../lib/api.ts";
import { callMutation, callQuery, callQueryWith } from "../../../lib/call-hooks.ts";

export type LessonListSituation = "ativos" | "arquivados";

/** 'Meus conteúdos': one page of the caller's lessons, active or archived. */
export const useMyLessons = callQueryWith(
  lessonsCalls.lessonMine,
  (situation: LessonListSituation, page: number) => ({ query: { situacao: situation, pagina: page } }),
  { keepPrevious: true },
);

/** One of the caller's lessons, to edit it. */
export const useLesson = callQueryWith(lessonsCalls.lessonGet, (lessonId: number) => ({
  query: { conteudo_id: lessonId },
}));

// Each change refreshes every page of 'Meus conteúdos'.
const listChanges = { refreshes: [lessonsCalls.lessonMine] };
export const useCreateLesson = callMutation(lessonsCalls.lessonCreate, listChanges);
export const useEditLesson = callMutation(lessonsCalls.lessonEdit, listChanges);
export const useArchiveLesson = callMutation(lessonsCalls.lessonArchive, listChanges);

/** A finished upload of a picture made a lesson picture: its address, for the body's <img>. */
export const addLessonImage = callFunction(lessonsCalls.lessonImageAdd);

/** The deliveries' limits, which a lesson's attachments share: checked before a file is sent. */
export const useAttachmentLimits = callQuery(lessonsCalls.lessonAttachmentLimits);
