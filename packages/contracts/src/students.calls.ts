import { z } from "zod/mini";
import { defineCall } from "./call.ts";

export const student = z.object({ id: z.number().check(z.int()), nome: z.string() });
export type Student = z.infer<typeof student>;

/** The students a signed-in guardian is responsible for. */
export const guardianStudents = defineCall({
  method: "GET",
  path: "/projeto/{lang}/responsaveis",
  access: "session",
  response: z.object({ alunos: z.array(student) }),
});
