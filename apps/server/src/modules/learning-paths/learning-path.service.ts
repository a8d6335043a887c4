import type { LearningPath } from "@trilha/contracts/learning-paths.calls";
import type { Authenticated } from "../../http/caller.ts";
import type { RequestContext } from "../../http/request-context.ts";
import { listPathMembershipsOfUser } from "./learning-path.repository.ts";

/**
 * The caller's learning paths, one per path whatever the number of its groups they belong to; skills done are
 * the best of those memberships, never more than the path's total.
 */
export async function learningPathsOf(
  context: Pick<RequestContext, "data" | "scope">,
  caller: Authenticated,
): Promise<LearningPath[]> {
  const rows = await listPathMembershipsOfUser(context.data, caller.user.id);
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
  return [...paths.values()];
}

function parseTags(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((tag): tag is string => typeof tag === "string") : [];
  } catch {
    return [];
  }
}
