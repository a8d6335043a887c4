import type { AssignedLesson } from "@trilha/contracts/assigned-lesson";
import type { CallResponse } from "@trilha/contracts/call";
import type { Attempt, deliveryMine } from "@trilha/contracts/deliveries.calls";
import { FIRST_ATTEMPT } from "../features/lesson/lesson-view.tsx";
import { fixture } from "./fixtures.ts";

export const TIME_ZONE = "America/Sao_Paulo";

/** A lesson given to one of the student's classes, as the contents list has it. */
export const makeAssignedLesson = fixture<AssignedLesson>({
  atribuicao_id: 11,
  codigo: "DEMO001",
  tipo: "ESC",
  titulo: "Carta a um amigo",
  turma: { id: 3, nome: "7º ano A", tipo: "pro" },
  agendamento: { inicio: "2026-03-02T10:00:00.000Z", fim: "2026-03-09T23:00:00.000Z" },
  fim_aluno: "2026-03-09T23:00:00.000Z",
  encerrada_em: null,
  status: "aberta",
  entregue_em: null,
  atrasada: false,
  ultima_nota: null,
  nova_nota: false,
  comentario: null,
  tagsFiltro: ["Língua Portuguesa", "7º ano"],
});

export const makeAttempt = fixture<Attempt>(FIRST_ATTEMPT);

export type LessonPage = CallResponse<typeof deliveryMine>;

/** The lesson page's answer for one assignment: the lesson as given, and the student's delivery. */
export function makeLessonPage(
  options: {
    lesson?: Partial<AssignedLesson>;
    corpo?: string;
    anexos?: LessonPage["conteudo"]["anexos"];
    attempts?: Attempt[];
    refazer?: boolean;
    ultima_nota?: number | null;
  } = {},
): LessonPage {
  const atribuicao = makeAssignedLesson(options.lesson);
  return {
    atribuicao,
    conteudo: {
      id: 5,
      codigo: atribuicao.codigo,
      tipo: atribuicao.tipo,
      titulo: atribuicao.titulo,
      versao: 1,
      corpo: options.corpo ?? "<h2>Carta</h2><p>Escreva uma carta.</p>",
      nota_maxima: 10,
      tagsFiltro: atribuicao.tagsFiltro,
      anexos: options.anexos ?? [],
    },
    entrega: {
      status: atribuicao.status,
      refazer: options.refazer ?? atribuicao.status === "refazer",
      ultima_nota: options.ultima_nota ?? atribuicao.ultima_nota,
      tentativas: options.attempts ?? [],
    },
    fuso_horario: TIME_ZONE,
    limites: { arquivo_max_bytes: 50 * 1024 * 1024, arquivos_max: 10 },
  };
}
