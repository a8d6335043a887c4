import type { assignmentCreate } from "@trilha/contracts/assignments.calls";
import type { CallContract, CallResponse } from "@trilha/contracts/call";
import { activeGroups, type TaughtGroup, taughtGroups } from "@trilha/contracts/classes.calls";
import { gradingPeriodList } from "@trilha/contracts/grading-periods.calls";
import { learningPaths } from "@trilha/contracts/learning-paths.calls";
import { type LessonSummary, lessonCatalog } from "@trilha/contracts/lessons.calls";
import { defaultGradingPeriods } from "@trilha/contracts/rules/grading-periods";
import type { SignedInUser } from "../lib/session-store.ts";
import { ok, type Reply } from "./api-stub.ts";
import { fixture, makeUser } from "./fixtures.ts";
import { TIME_ZONE } from "./learning-fixtures.ts";
import { signIn } from "./session.ts";

/** The class whose page the class page's and the gradebook's tests open. */
export const classA = { id: 4, nome: "7º ano A", tipo: "pro" as const };

/**
 * The replies that put a teacher of `classA` on its page: signed in, no learning paths, the class active and
 * taught (as `taught` says, read again on every request when it is a function), the tenant's default grading
 * periods of `year`.
 */
export function classTeacherReplies({
  user = makeUser(),
  taught = {},
  year = new Date().getFullYear(),
}: {
  user?: SignedInUser;
  taught?: Partial<TaughtGroup> | (() => Partial<TaughtGroup>);
  year?: number;
} = {}): [CallContract, Reply][] {
  const taughtReply = () =>
    ok(taughtGroups, {
      grupos: [
        {
          ...classA,
          ano_letivo: 2026,
          escola: null,
          alunos: 0,
          codigo_entrada: null,
          ...(typeof taught === "function" ? taught() : taught),
        },
      ],
    });
  return [
    signIn(user),
    [learningPaths, ok(learningPaths, { trilhas: [] })],
    [activeGroups, ok(activeGroups, { grupos: [classA] })],
    [taughtGroups, typeof taught === "function" ? taughtReply : taughtReply()],
    [
      gradingPeriodList,
      ok(gradingPeriodList, {
        ano: year,
        fuso_horario: TIME_ZONE,
        personalizados: false,
        periodos: defaultGradingPeriods(year),
      }),
    ],
  ];
}

/** The catalogue's first page, holding `lessons`. */
export function catalogOf(...lessons: LessonSummary[]): [CallContract, Reply] {
  return [
    lessonCatalog,
    ok(lessonCatalog, { conteudos: lessons, pagina: 1, limite: 50, total: lessons.length }),
  ];
}

/** An assignment of `classA` as the calls that write one answer it: the essay of March, open. */
export const makeAssignmentSummary = fixture<CallResponse<typeof assignmentCreate>["atribuicao"]>({
  id: 31,
  conteudo_id: 12,
  versao: 1,
  turma_id: classA.id,
  agendamento: { inicio: "2026-03-01T10:00:00.000Z", fim: "2026-03-10T02:59:00.000Z" },
  encerrada_em: null,
  com_nota: true,
});
