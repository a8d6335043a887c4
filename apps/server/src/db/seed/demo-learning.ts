import type { Db } from "../database.ts";
import { openAttempt } from "../open-attempt.ts";
import type { TenantScope } from "../tenant-scope.ts";

const DAY_MS = 86_400_000;

type Tipo = "PAD" | "ARQ" | "ESC";

/** The demo's classes: who teaches and who studies in each (ids of users already seeded). */
export interface DemoClasses {
  client: number;
  teacher: number;
  secondTeacher: number;
  classA: { id: number; students: number[] };
  classB: { id: number; students: number[] };
  ana: number;
}

const COMPONENTS = ["Matemática", "Língua Portuguesa", "Ciências", "História", "Geografia", "Arte"] as const;

const TITLES: Record<Tipo, string[]> = {
  PAD: [
    "Frações equivalentes em vídeo",
    "Leitura: o conto de assombração",
    "Ciclo da água",
    "Brasil colonial: linha do tempo",
    "Relevo brasileiro",
    "Cores primárias e secundárias",
    "Números inteiros na reta",
    "Substantivos próprios e comuns",
    "Cadeias alimentares",
    "Revolução Industrial",
    "Biomas do Brasil",
    "Música e ritmo",
  ],
  ARQ: [
    "Maquete do sistema solar",
    "Cartaz sobre reciclagem",
    "Mapa do bairro",
    "Fotografia de uma planta",
    "Desenho em perspectiva",
    "Tabela de gastos da família",
    "Herbário da escola",
    "Linha do tempo ilustrada",
    "Gráfico de chuvas",
    "Entrevista com um familiar",
    "Colagem de texturas",
    "Experimento de flutuação",
  ],
  ESC: [
    "Resumo do capítulo 3",
    "Carta a um amigo",
    "Problemas com porcentagem",
    "Opinião: uso do celular na escola",
    "O que aprendi sobre vulcões",
    "Diário de leitura",
    "Descreva uma paisagem",
    "Equações do primeiro grau",
    "Notícia da semana",
    "Poema sobre o bairro",
    "Causas da Independência",
    "Explique a fotossíntese",
  ],
};

const BODY: Record<Tipo, (title: string) => string> = {
  PAD: (title) =>
    `<h2>${title}</h2><p>Leia o texto e assista ao vídeo. Depois, marque como concluído.</p>` +
    '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Vídeo da aula" allowfullscreen></iframe>',
  ARQ: (title) =>
    `<h2>${title}</h2><p>Faça a atividade e envie uma foto ou um PDF.</p>` +
    "<ul><li>Capriche na letra.</li><li>Coloque seu nome.</li></ul>",
  ESC: (title) =>
    `<h2>${title}</h2><p>Escreva sua resposta com suas palavras, em pelo menos cinco linhas.</p>` +
    '<p>Consulte o <a href="https://pt.wikipedia.org/">material de apoio</a> se precisar.</p>',
};

/**
 * Where each of the twelve lessons of a type sits in time, relative to the seeding day: most are past and
 * graded, a few are open now, one is upcoming and one is late (past due, not closed).
 */
const SCHEDULE: { start: number; due: number; closed?: number }[] = [
  { start: -70, due: -63, closed: -60 },
  { start: -63, due: -56, closed: -53 },
  { start: -56, due: -49, closed: -46 },
  { start: -49, due: -42, closed: -39 },
  { start: -42, due: -35 },
  { start: -35, due: -28 },
  { start: -28, due: -21 },
  { start: -21, due: -14 },
  { start: -14, due: -4 },
  { start: -3, due: 6 },
  { start: -1, due: 10 },
  { start: 3, due: 12 },
];

const FEEDBACK = [
  "Muito bem!",
  "Bom trabalho, revise a ortografia.",
  "Ótimo raciocínio.",
  "Faltou concluir.",
];

/**
 * A living school for the demo: 36 lessons (a dozen of each type) by `professor`, each given to 7º ano A and
 * 7º ano B, with their students' deliveries. Ana (`1001`, 7º ano A) sees every status: graded, delivered,
 * redo, cancelled (CAN), missing, late, open with a draft, open, upcoming.
 */
export async function seedDemoLearning(db: Db, scope: TenantScope, classes: DemoClasses): Promise<void> {
  const now = Date.now();
  const at = (days: number, hour = 0) => new Date(now + days * DAY_MS + hour * 3_600_000).toISOString();
  const stamp = new Date(now).toISOString();

  let codigo = 0;
  const lessons: { tipo: Tipo; index: number; lessonId: number; versionId: number }[] = [];
  for (const tipo of ["PAD", "ARQ", "ESC"] as const) {
    for (const [index, title] of TITLES[tipo].entries()) {
      codigo += 1;
      const lesson = await db
        .insertInto("lessons")
        .values({
          scope: scope.key,
          codigo: `DEMO${String(codigo).padStart(3, "0")}`,
          owner_id: classes.teacher,
          tipo,
          current_version: 1,
          archived_at: null,
          created_at: at(-90),
          updated_at: at(-90),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const component = COMPONENTS[index % COMPONENTS.length] as string;
      const tags = index % 2 === 0 ? ["revisão"] : [];
      const version = await db
        .insertInto("lesson_versions")
        .values({
          scope: scope.key,
          lesson_id: lesson.id,
          version: 1,
          title,
          body_html: BODY[tipo](title),
          component,
          grade_level: "7º ano",
          tags: JSON.stringify(tags),
          max_score: 100,
          created_by: classes.teacher,
          created_at: at(-90),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const tagRows = [...new Set([component, "7º ano", ...tags].map((tag) => tag.toLowerCase()))];
      await db
        .insertInto("lesson_tags")
        .values(tagRows.map((tag) => ({ scope: scope.key, lesson_version_id: version.id, tag })))
        .execute();
      lessons.push({ tipo, index, lessonId: lesson.id, versionId: version.id });
    }
  }

  for (const [classIndex, group] of [classes.classA, classes.classB].entries()) {
    for (const lesson of lessons) {
      const slot = SCHEDULE[lesson.index] as (typeof SCHEDULE)[number];
      const assignment = await db
        .insertInto("assignments")
        .values({
          scope: scope.key,
          lesson_id: lesson.lessonId,
          lesson_version_id: lesson.versionId,
          group_id: group.id,
          // 7º ano B is given its lessons by the second teacher; both teach both classes.
          assigned_by: classIndex === 0 ? classes.teacher : classes.secondTeacher,
          starts_at: at(slot.start, 7),
          due_at: at(slot.due, 23),
          closed_at: slot.closed === undefined ? null : at(slot.closed, 12),
          created_at: at(slot.start - 1),
          takes_grade: readingWithoutGrade(lesson) ? 0 : 1,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      for (const [position, student] of group.students.entries()) {
        const planned =
          student === classes.ana ? anasPlan(lesson.tipo, lesson.index) : classPlan(lesson.index, position);
        // A reading given without a grade is done once marked: nothing of it is graded.
        const plan = planned === "graded" && readingWithoutGrade(lesson) ? "delivered" : planned;
        if (!plan) continue;
        await addDelivery(db, scope, {
          assignmentId: assignment.id,
          student,
          tipo: lesson.tipo,
          plan,
          deliveredAt: at(slot.due - 1, 15),
          gradedAt: at(slot.due + 2, 10),
          grader: classIndex === 0 ? classes.teacher : classes.secondTeacher,
          grade: 50 + ((position * 7 + lesson.index * 3) % 51),
          feedback: FEEDBACK[(position + lesson.index) % FEEDBACK.length] as string,
          stamp,
        });
      }
    }
  }
}

type Plan = "draft" | "delivered" | "graded" | "redo" | "cancelled";

/** The readings of the second half of the term were given without a grade: marked 'Concluir', they are done. */
function readingWithoutGrade(lesson: { tipo: Tipo; index: number }): boolean {
  return lesson.tipo === "PAD" && lesson.index >= 6;
}

/**
 * Ana's deliveries, so her list shows every status: ARQ 0 missing (closed, nothing delivered), ARQ 4 redo,
 * ARQ 5 cancelled (CAN), ARQ 6–7 delivered, PAD 6–8 done (readings without a grade), ESC 8 late (past due,
 * not closed), ESC 9 open with a draft, the lessons 9–10 open, 11 upcoming; the other past ones graded.
 */
function anasPlan(tipo: Tipo, index: number): Plan | null {
  if (index >= 9) return tipo === "ESC" && index === 9 ? "draft" : null;
  if (tipo === "PAD") return "graded";
  if (tipo === "ARQ") {
    if (index === 4) return "redo";
    if (index === 5) return "cancelled";
    if (index === 6 || index === 7) return "delivered";
    // ARQ 0–3 were closed: 0 is missing, the others graded.
    return index === 0 ? null : "graded";
  }
  // ESC 8 is late: due four days ago, not closed, nothing delivered.
  if (index === 8) return null;
  return "graded";
}

/** The others: almost everyone delivered the past lessons and most were graded; a few open ones started. */
function classPlan(index: number, position: number): Plan | null {
  if (index >= 9) return index === 9 && position % 3 === 0 ? "draft" : null;
  if ((position + index) % 11 === 0) return null;
  if (index === 8) return position % 2 === 0 ? "delivered" : null;
  return index >= 6 && position % 4 === 0 ? "delivered" : "graded";
}

async function addDelivery(
  db: Db,
  scope: TenantScope,
  input: {
    assignmentId: number;
    student: number;
    tipo: Tipo;
    plan: Plan;
    deliveredAt: string;
    gradedAt: string;
    grader: number;
    grade: number;
    feedback: string;
    stamp: string;
  },
): Promise<void> {
  const { plan } = input;
  const delivered = plan !== "draft";
  const graded = plan === "graded" || plan === "redo";
  const delivery = await db
    .insertInto("deliveries")
    .values({
      scope: scope.key,
      assignment_id: input.assignmentId,
      student_id: input.student,
      state: plan === "cancelled" ? "delivered" : plan,
      attempt_count: plan === "redo" ? 2 : 1,
      last_grade: graded ? input.grade : null,
      delivered_at: delivered ? input.deliveredAt : null,
      cancelled_at: plan === "cancelled" ? input.gradedAt : null,
      // The demo's grades were given days ago and have been seen: none is 'Nova nota'.
      grade_seen_at: plan === "graded" ? input.gradedAt : null,
      updated_at: input.stamp,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const answer =
    input.tipo === "ESC" ? "Minha resposta: a ideia principal do texto é que aprender exige prática." : null;
  const attempt = await db
    .insertInto("delivery_attempts")
    .values({
      scope: scope.key,
      delivery_id: delivery.id,
      number: 1,
      answer,
      draft_revision: answer ? 1 : 0,
      draft_saved_at: answer ? input.deliveredAt : null,
      delivered_at: delivered ? input.deliveredAt : null,
      idempotency_key: delivered ? `demo-${delivery.id}-1` : null,
      grade: graded ? input.grade : null,
      feedback: graded ? (plan === "redo" ? "Refaça a parte 2, por favor." : input.feedback) : null,
      graded_at: graded ? input.gradedAt : null,
      graded_by: graded ? input.grader : null,
      redo_requested_at: plan === "redo" ? input.gradedAt : null,
      created_at: input.deliveredAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (input.tipo === "ARQ" && delivered) {
    // The file's record only: demo data has no stored bytes behind its key.
    await db
      .insertInto("attempt_files")
      .values({
        scope: scope.key,
        attempt_id: attempt.id,
        object_key: `demo/entregas/${delivery.id}/1/trabalho.pdf`,
        name: "trabalho.pdf",
        size: 48_213,
        content_type: "application/pdf",
        created_at: input.deliveredAt,
      })
      .execute();
  }
  if (plan === "redo") {
    await db
      .insertInto("delivery_attempts")
      .values({ scope: scope.key, ...openAttempt(delivery.id, 2, input.gradedAt) })
      .execute();
  }
}
