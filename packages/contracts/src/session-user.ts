import { z } from "zod/mini";

import { PERSON_KINDS, PLATFORM_ADMIN_ROLE } from "./rules/session-roles.ts";

export const userRoles = z.object({
  compartilhar: z.boolean(),
  publicar: z.boolean(),
  forca_senha: z.boolean(),
  [PLATFORM_ADMIN_ROLE]: z.boolean(),
});
export type UserRoles = z.infer<typeof userRoles>;

export const twoFactorFactor = z.object({
  /** Where a code goes, masked (e.g. "a***@escola.br"); never the full address. */
  destino: z.string(),
  /** Authenticator factor only: false while no app is enrolled yet (the sign-in then shows a QR code). */
  configurado: z.optional(z.boolean()),
});

export const userTwoFactor = z.object({
  id: z.number().check(z.int()),
  status: z.enum(["0", "1"]),
  fatores: z.record(z.string(), twoFactorFactor),
  /**
   * Only in a login answer that still owes a second factor: a short-lived, single-use proof that the password
   * step passed. The 2FA calls require it, so nobody can ask for or check codes of an arbitrary user id.
   */
  desafio: z.optional(z.string()),
});

/** The signed-in user as the browser keeps it (spec §3 "User session"). */
export const sessionUser = z.object({
  id: z.number().check(z.int()),
  nome: z.string(),
  usuario: z.string(),
  email: z.nullable(z.string()),
  foto: z.nullable(z.string()),
  /** Null while a second factor is still required. */
  token: z.nullable(z.string()),
  visitante: z.boolean(),
  funcoes: userRoles,
  usuario_2fa: userTwoFactor,
  cliente: z.nullable(z.object({ id: z.number().check(z.int()), whatsapp: z.nullable(z.string()) })),
  /**
   * True for an account a social sign-in created ('Cadastro pelo login social') until it joins a school or a
   * class by its code: the signed-in home then asks for that code instead of showing the learning pages. The
   * server always sends it; optional so that a user cached before it existed still reads.
   */
  aguardando_escola: z.optional(z.boolean()),
  /** What the person is at their school (a guardian sees the form to link a student); optional as above. */
  tipo: z.optional(z.nullable(z.enum(PERSON_KINDS))),
});
export type SessionUser = z.infer<typeof sessionUser>;

/**
 * A login answer's user while the second factor is still owed: only what the 2FA dialog needs (whose
 * challenge, and where codes may go, masked). Name, login, e-mail, photo and roles wait until the factor
 * passes, so a password alone never reveals them.
 */
export const pendingSessionUser = z.object({
  id: z.number().check(z.int()),
  token: z.null(),
  usuario_2fa: userTwoFactor,
});
export type PendingSessionUser = z.infer<typeof pendingSessionUser>;
