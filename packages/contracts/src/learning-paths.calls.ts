import { z } from "zod/mini";
import { get } from "./call.ts";

export const learningPath = z.object({
  id: z.number().check(z.int()),
  nome: z.string(),
  grupos: z.array(z.object({ id: z.number().check(z.int()), usuario_tipo: z.enum(["aluno", "professor"]) })),
  total_habilidades: z.number().check(z.int(), z.nonnegative()),
  habilidades_realizadas: z.number().check(z.int(), z.nonnegative()),
  tagsFiltro: z.array(z.string()),
});
export type LearningPath = z.infer<typeof learningPath>;

/** The learning paths (trilhas) the signed-in user takes part in; the layouts read it for the menu. */
export const learningPaths = get("session", "/conta/{lang}/trilhas", {
  response: z.object({ trilhas: z.array(learningPath) }),
});

/** Spec §2: the Trilhas entry shows only for a student in at least one path. */
export function isStudentInAnyPath(paths: readonly LearningPath[]): boolean {
  return paths.some((path) => path.grupos.some((group) => group.usuario_tipo === "aluno"));
}
