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

/** A success that says what it did (`mensagem`), with what the call made or changed beside it. */
export const okWith = <S extends Record<string, z.ZodMiniType>>(fields: S) =>
  z.object({ status: z.literal("sucesso"), mensagem: z.string(), ...fields });

/** A success whose message is all the answer. */
export const changedBody = okWith({});
