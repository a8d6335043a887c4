import { z } from "zod/mini";
import { defineCall } from "./call.ts";

export const GROUP_TYPES = ["adm", "pro"] as const;
export const classGroup = z.object({
  id: z.number().check(z.int()),
  nome: z.string(),
  tipo: z.enum(GROUP_TYPES),
});
export type ClassGroup = z.infer<typeof classGroup>;

export const activeGroups = defineCall({
  method: "GET",
  path: "/conta/{lang}/grupos/ativos",
  access: "session",
  response: z.object({ grupos: z.array(classGroup) }),
});
