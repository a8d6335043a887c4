import { assignmentCreate } from "@trilha/contracts/assignments.calls";
import { lessonCreate } from "@trilha/contracts/lessons.calls";
import { ptPath } from "./calls.ts";
import type { TenantServer } from "./tenant-server.ts";

type Requests = Pick<TenantServer, "request">;

/** A written-answer lesson `titulo`, written through the API by the holder of `token`: its id. */
export async function writeEssay(t: Requests, token: string, titulo: string) {
  const answer = await t.request("POST", ptPath(lessonCreate), {
    token,
    body: { tipo: "ESC", titulo, corpo: "<p>Escreva.</p>", componente: "Ciências", serie: null, tags: [] },
  });
  return answer.json.conteudo.id as number;
}

/** A new essay `titulo`, given by the holder of `token` to class `turma_id` from `inicio` to `fim`: its assignment's id. */
export async function assignEssay(
  t: Requests,
  token: string,
  { titulo, turma_id, inicio, fim }: { titulo: string; turma_id: number; inicio: string; fim: string },
) {
  const conteudo_id = await writeEssay(t, token, titulo);
  const answer = await t.request("POST", ptPath(assignmentCreate), {
    token,
    body: { conteudo_id, turma_id, agendamento: { inicio, fim } },
  });
  return answer.json.atribuicao.id as number;
}
