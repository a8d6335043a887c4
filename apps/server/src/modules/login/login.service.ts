import type { LoginResponse } from "@trilha/contracts/account.calls";
import { normalizeLogin } from "@trilha/contracts/rules/login-normalization";
import { requiresTwoFactor } from "@trilha/contracts/session-user";
import type { Db } from "../../db/database.ts";
import type { UserRow } from "../../db/schema.ts";
import { HttpError } from "../../http/http-error.ts";
import { verifyAgainstNothing, verifyPassword } from "../../lib/password-hash.ts";
import { authenticate, endSession, startSession } from "../sessions/session.service.ts";
import type { TenantScope } from "../tenants/tenant-scope.ts";
import { toSessionUser } from "../users/session-user.ts";
import { findUserByLogin, findUserExtras } from "../users/user.repository.ts";
import { recordLoginAttempt } from "./login-attempt.repository.ts";

export interface LoginContext {
  db: Db;
  scope: TenantScope;
  ip: string;
  userAgent: string | undefined;
  sessionTtlDays: number;
}

export async function loginWithPassword(
  context: LoginContext,
  input: { usuario: string; senha: string },
): Promise<LoginResponse> {
  const { db, scope } = context;
  const login = normalizeLogin(input.usuario);
  const user = await findUserByLogin(db, scope, login);
  const valid = user?.password_hash
    ? await verifyPassword(user.password_hash, input.senha)
    : await verifyAgainstNothing(input.senha);
  await recordLoginAttempt(db, scope, {
    login,
    ip: context.ip,
    succeeded: valid,
    at: new Date().toISOString(),
  });
  if (!user || !valid) throw new HttpError(401, "api.invalidCredentials");
  return signIn(context, user);
}

/** A second factor, when the user has one on, comes before any session exists. */
export async function signIn(context: LoginContext, user: UserRow): Promise<LoginResponse> {
  const extras = await findUserExtras(context.db, context.scope, user);
  const pending = toSessionUser(user, extras, null);
  if (requiresTwoFactor(pending)) return { usuario: pending, conta_vinculada: false, conta_nova: false };
  const token = await startSession(
    context.db,
    context.scope,
    user.id,
    context.userAgent,
    context.sessionTtlDays,
  );
  return { usuario: { ...pending, token }, conta_vinculada: false, conta_nova: false };
}

export async function loginWithToken(db: Db, scope: TenantScope, token: string): Promise<LoginResponse> {
  const auth = await authenticate(db, scope, token);
  if (!auth) throw new HttpError(401, "api.sessionExpired");
  const extras = await findUserExtras(db, scope, auth.user);
  // A visiting session stays one when the browser refreshes it (issue item 9).
  const usuario = { ...toSessionUser(auth.user, extras, token), visitante: auth.session.visitor_id !== null };
  return { usuario, conta_vinculada: false, conta_nova: false };
}

export function logout(db: Db, scope: TenantScope, token: string): Promise<void> {
  return endSession(db, scope, token);
}
