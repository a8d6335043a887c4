import { z } from "zod/mini";
import { pendingSessionUser, sessionUser } from "./session-user.ts";

/** Spec §3 "Login response", of a call that always signs in (a session refresh, a visit). */
export const loginResponse = z.object({
  usuario: sessionUser,
  conta_vinculada: z.boolean(),
  conta_nova: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

/**
 * The login response of a call that may still owe a second factor: then `usuario` is the pending user (no
 * token, no personal data), and the 2FA calls finish the sign-in.
 */
export const signInResponse = z.object({
  usuario: z.union([sessionUser, pendingSessionUser]),
  conta_vinculada: z.boolean(),
  conta_nova: z.boolean(),
});
export type SignInResponse = z.infer<typeof signInResponse>;
