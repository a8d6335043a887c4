import { assignmentCreate } from "@trilha/contracts/assignments.calls";
import { lessonCreate } from "@trilha/contracts/lessons.calls";
import { expect } from "vitest";
import { ptPath } from "./calls.ts";
import type { TenantServer } from "./tenant-server.ts";

type Requests = Pick<TenantServer, "request">;

/** A lesson to write: a written answer in Ciências asking to write, unless told otherwise. */
export interface LessonToWrite {
  titulo: string;
  tipo?: "ESC" | "ARQ" | "PAD";
  corpo?: string;
  componente?: string | null;
}

/** `lesson`, written through the API by the holder of `token`: its id. */
export async function writeLesson(
  t: Requests,
  token: string,
  { titulo, tipo = "ESC", corpo = "<p>Escreva.</p>", componente = "Ciências" }: LessonToWrite,
) {
  const answer = await t.request("POST", ptPath(lessonCreate), {
    token,
    body: { tipo, titulo, corpo, componente, serie: null, tags: [] },
  });
  return answer.json.conteudo.id as number;
}

/** A new `lesson`, given by the holder of `token` to class `turma_id` from `inicio` to `fim`: its assignment's id. */
export async function giveLesson(
  t: Requests,
  token: string,
  { turma_id, inicio, fim, ...lesson }: LessonToWrite & { turma_id: number; inicio: string; fim: string },
) {
  const conteudo_id = await writeLesson(t, token, lesson);
  const answer = await t.request("POST", ptPath(assignmentCreate), {
    token,
    body: { conteudo_id, turma_id, agendamento: { inicio, fim } },
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.json.atribuicao.id as number;
}
