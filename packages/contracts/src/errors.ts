import { z } from "zod/mini";

/** Every failed call answers with this body, whatever its status code. */
export const errorBody = z.object({
  status: z.literal("erro"),
  mensagem: z.string(),
  /** The body field the failure is about, as the body names it (`slug`, `links.wiki`), when it is about one. */
  campo: z.optional(z.string()),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const okBody = z.object({
  status: z.literal("sucesso"),
  mensagem: z.optional(z.string()),
});
