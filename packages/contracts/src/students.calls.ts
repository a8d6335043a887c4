import { z } from "zod/mini";
import { get } from "./call.ts";

export const student = z.object({ id: z.number().check(z.int()), nome: z.string() });
export type Student = z.infer<typeof student>;

/** The students a signed-in guardian is responsible for. */
export const guardianStudents = get("session", "/projeto/{lang}/responsaveis", {
  response: z.object({ alunos: z.array(student) }),
});
