import { randomInt } from "node:crypto";
import { LOGIN_MAX_LENGTH } from "@trilha/contracts/limits";
import { normalizeLogin } from "@trilha/contracts/rules/login-normalization";
import { z } from "zod";
import type { TenantRow } from "../../db/schema.ts";
import type { ScopedDb } from "../../db/scoped-db.ts";
import { hashPassword } from "../../lib/password-hash.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { setTemporaryPassword } from "../password/password.service.ts";
import { deleteUserSessions } from "../sessions/session.service.ts";
import { newUserRow } from "../users/new-user.ts";
import { isPlatformAdmin } from "../users/user.policy.ts";
import { findUserByLogin, insertUser } from "../users/user.service.ts";

/**
 * How one-time passwords are drawn. No 0/O, 1/l/I either way. The operator's, read off a terminal, is long. The
 * one a school hands a person on paper (Cadastros, a class's password sheet) is what a 12-year-old types on a
 * phone: 8 lower-case letters and digits, about 2^39, which the sign-in's lockout keeps far from guessable in the
 * 72 hours before it stops working, and which must be changed at the first sign-in.
 */
const TEMPORARY_KINDS = {
  operator: { alphabet: "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789", length: 16 },
  readable: { alphabet: "abcdefghjkmnpqrstuvwxyz23456789", length: 8 },
} as const;
/** Long enough to reach the person over a weekend, short enough that a forgotten one stops working. */
export const TEMPORARY_PASSWORD_TTL_HOURS = 72;

export const platformAdminInput = z.object({
  usuario: z
    .string()
    .trim()
    .min(1, "usuario is required")
    .max(LOGIN_MAX_LENGTH, `usuario has at most ${LOGIN_MAX_LENGTH} characters`)
    .regex(/^\S+$/, "usuario has no spaces"),
  nome: z.string().trim().min(1, "nome is required").max(200, "nome has at most 200 characters"),
  email: z.email("email is not an e-mail address").optional(),
});
export type PlatformAdminInput = z.input<typeof platformAdminInput>;

/** A refusal the command prints; `reason` says which, for callers that answer it in a person's language. */
export class FirstAdminError extends Error {
  constructor(
    message: string,
    readonly reason: "invalid" | "loginTaken" | "other" = "other",
  ) {
    super(message);
  }
}

const COMMAND_ORIGIN = { ip: null, userAgent: "trilha create-admin" };

export interface TemporaryCredentials {
  usuario: string;
  temporaryPassword: string;
  tenantDomain: string;
  /** When the one-time password stops working (ISO-8601 UTC). */
  expiresAt: string;
}

/** A random password and its hash, valid for TEMPORARY_PASSWORD_TTL_HOURS from now. */
export async function temporaryPassword(
  kind: keyof typeof TEMPORARY_KINDS = "operator",
): Promise<{ password: string; hash: string; expiresAt: string }> {
  const { alphabet, length } = TEMPORARY_KINDS[kind];
  const password = Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join("");
  const expiresAt = new Date(Date.now() + TEMPORARY_PASSWORD_TTL_HOURS * 3_600_000).toISOString();
  return { password, hash: await hashPassword(password), expiresAt };
}

/** The principal tenant and its handle (`db/bootstrap.ts` `principalData`), where the commands act. */
export type Principal = { tenant: Pick<TenantRow, "dominio">; data: ScopedDb };

function principalOf(principal: Principal | undefined): Principal {
  if (!principal) throw new FirstAdminError("there is no principal tenant yet: start the server once first");
  return principal;
}

function parseInput<T>(schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (!parsed.success)
    throw new FirstAdminError(parsed.error.issues.map((issue) => issue.message).join("; "), "invalid");
  return parsed.data;
}

/**
 * A platform administrator on the principal tenant, for a fresh installation (which has no user at all) or a
 * new operator. The password is random, shown once to whoever ran the command, stops working after
 * TEMPORARY_PASSWORD_TTL_HOURS, and must be replaced at the first sign-in (the forced-change dialog), so it
 * never stays in a terminal's scrollback as a real one.
 */
export async function createPlatformAdmin(
  principal: Principal | undefined,
  input: PlatformAdminInput,
): Promise<TemporaryCredentials> {
  const target = principalOf(principal);
  const { user, temporary } = await createAdministrator(target, input);
  return handOver(target, user, temporary, "account.admin_created");
}

/**
 * A new platform administrator of any platform's data scope with a one-time password, as the command makes one;
 * the caller records who asked for it. Refuses (FirstAdminError) a bad input or a login the scope already has.
 */
export async function createAdministrator(
  { tenant, data: target }: Principal,
  input: PlatformAdminInput,
): Promise<{
  user: { id: number; usuario: string };
  temporary: { password: string; expiresAt: string };
}> {
  const data = parseInput(platformAdminInput, input);
  const usuario = normalizeLogin(data.usuario);
  if (await findUserByLogin(target, usuario)) {
    throw new FirstAdminError(`the login '${usuario}' already exists on ${tenant.dominio}`, "loginTaken");
  }
  const temporary = await temporaryPassword();
  const { id } = await insertUser(
    target,
    newUserRow({
      usuario,
      nome: data.nome,
      email: data.email ?? null,
      password_hash: temporary.hash,
      password_expires_at: temporary.expiresAt,
      must_change_password: 1,
      platform_admin: 1,
    }),
  );
  return { user: { id, usuario }, temporary };
}

/**
 * A new one-time password for a platform administrator of the principal tenant whose first one expired or was
 * lost (`--nova-senha`). Only administrators: anyone else gets a new password from a school's own flows. As
 * after a password reset, every session of the account ends: whoever held it no longer does.
 */
export async function reissueAdminPassword(
  principal: Principal | undefined,
  input: { usuario: string },
): Promise<TemporaryCredentials> {
  const data = parseInput(platformAdminInput.pick({ usuario: true }), input);
  const target = principalOf(principal);
  const { tenant } = target;
  const usuario = normalizeLogin(data.usuario);
  const user = await findUserByLogin(target.data, usuario);
  if (!user || !isPlatformAdmin(user)) {
    throw new FirstAdminError(`there is no platform administrator '${usuario}' on ${tenant.dominio}`);
  }
  const temporary = await temporaryPassword();
  await setTemporaryPassword(target.data, user.id, temporary);
  await deleteUserSessions(target.data, user.id, null);
  return handOver(target, user, temporary, "account.admin_password_reissued");
}

/** Records what the command did and answers what it prints. */
async function handOver(
  { tenant, data }: Principal,
  user: { id: number; usuario: string },
  temporary: { password: string; expiresAt: string },
  type: "account.admin_created" | "account.admin_password_reissued",
): Promise<TemporaryCredentials> {
  await recordAudit(data, { type, subject: user.id, origin: COMMAND_ORIGIN, details: {} });
  return {
    usuario: user.usuario,
    temporaryPassword: temporary.password,
    tenantDomain: tenant.dominio,
    expiresAt: temporary.expiresAt,
  };
}
