import { z } from "zod/mini";
import { get } from "./call.ts";

export const GROUP_TYPES = ["adm", "pro"] as const;
export const classGroup = z.object({
  id: z.number().check(z.int()),
  nome: z.string(),
  tipo: z.enum(GROUP_TYPES),
});
export type ClassGroup = z.infer<typeof classGroup>;

export const activeGroups = get("session", "/conta/{lang}/grupos/ativos", {
  response: z.object({ grupos: z.array(classGroup) }),
});

/** A class the caller teaches, with its school, school year and number of students. */
export const taughtGroup = z.object({
  ...classGroup.shape,
  ano_letivo: z.nullable(z.number().check(z.int())),
  escola: z.nullable(z.string()),
  alunos: z.number().check(z.int()),
  /** The class's join code for people who signed up through a social sign-in; null until one is made. */
  codigo_entrada: z.nullable(z.string()),
});
export type TaughtGroup = z.infer<typeof taughtGroup>;

/** The active classes the caller teaches (the teacher's side of /logado/turmas), sorted by name. */
export const taughtGroups = get("session", "/conta/{lang}/grupos/lecionados", {
  response: z.object({ grupos: z.array(taughtGroup) }),
});
