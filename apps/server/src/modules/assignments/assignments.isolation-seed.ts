import { assignmentCreate, assignmentExtend } from "@trilha/contracts/assignments.calls";
import type { IsolationSeedContributor } from "../users/users.isolation-seed.ts";

const DAY_MS = 86_400_000;

/** The administrator gives the scope's lesson to the class they teach, open for a week, with extra time. */
export const assignmentsIsolationSeed: IsolationSeedContributor = {
  needs: ["lesson", "group"],
  tables: ["assignments", "assignment_extensions"],
  async seed({ users, values, tokens, ok }) {
    const now = Date.now();
    const answer = await ok(
      assignmentCreate,
      {
        conteudo_id: values.lesson?.[0],
        turma_id: values.group?.[0],
        agendamento: {
          inicio: new Date(now - DAY_MS).toISOString(),
          fim: new Date(now + 7 * DAY_MS).toISOString(),
        },
      },
      tokens.admin,
    );
    const id = answer.atribuicao.id as number;
    await ok(
      assignmentExtend,
      { atribuicao_id: id, aluno_id: users.student.id, fim: new Date(now + 9 * DAY_MS).toISOString() },
      tokens.admin,
    );
    return { values: { assignment: [id] } };
  },
};
