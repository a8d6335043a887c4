import { type LearningPath, learningPaths } from "@trilha/contracts/account.calls";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../http/register-call.ts";
import { listPathMembershipsOfUser } from "./learning-path.repository.ts";

export default async function learningPathRoutes(app: FastifyInstance) {
  registerCall(app, learningPaths, async ({ db, scope, caller }) => {
    const rows = await listPathMembershipsOfUser(db, scope, caller.user.id);
    const paths = new Map<number, LearningPath>();
    for (const row of rows) {
      const path = paths.get(row.id) ?? {
        id: row.id,
        nome: row.nome,
        grupos: [],
        total_habilidades: row.total_habilidades,
        habilidades_realizadas: 0,
        tagsFiltro: parseTags(row.tags),
      };
      path.grupos.push({
        id: row.group_id,
        usuario_tipo: row.usuario_tipo === "professor" ? "professor" : "aluno",
      });
      path.habilidades_realizadas = Math.min(
        path.total_habilidades,
        Math.max(path.habilidades_realizadas, row.habilidades_realizadas),
      );
      paths.set(row.id, path);
    }
    return { trilhas: [...paths.values()] };
  });
}

function parseTags(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((tag): tag is string => typeof tag === "string") : [];
  } catch {
    return [];
  }
}
