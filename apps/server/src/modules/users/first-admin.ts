import { randomInt } from "node:crypto";
import { LOGIN_MAX_LENGTH } from "@trilha/contracts/limits";
import { normalizeLogin } from "@trilha/contracts/rules/login-normalization";
import { z } from "zod";
import type { Db } from "../../db/database.ts";
import { hashPassword } from "../../lib/password-hash.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { findPrincipalTenant } from "../tenants/tenant.repository.ts";
import { scopeOfTenant } from "../tenants/tenant-scope.ts";
import { newUserRow } from "./new-user.ts";
import { findUserByLogin } from "./user.repository.ts";

/** No 0/O, 1/l/I: the operator reads it off a terminal and types it once. */
const TEMPORARY_ALPHABET = "abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const TEMPORARY_LENGTH = 16;

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

export class FirstAdminError extends Error {}

/**
 * A platform administrator on the principal tenant, for a fresh installation (which has no user at all) or a
 * new operator. The password is random, shown once to whoever ran the command, and must be replaced at the
 * first sign-in (the forced-change dialog), so it never stays in a terminal's scrollback as a real one.
 */
export async function createPlatformAdmin(
  db: Db,
  input: PlatformAdminInput,
): Promise<{ usuario: string; temporaryPassword: string; tenantDomain: string }> {
  const parsed = platformAdminInput.safeParse(input);
  if (!parsed.success)
    throw new FirstAdminError(parsed.error.issues.map((issue) => issue.message).join("; "));
  const tenant = await findPrincipalTenant(db);
  if (!tenant) throw new FirstAdminError("there is no principal tenant yet: start the server once first");
  const scope = scopeOfTenant(tenant);
  const usuario = normalizeLogin(parsed.data.usuario);
  if (await findUserByLogin(db, scope, usuario)) {
    throw new FirstAdminError(`the login '${usuario}' already exists on ${tenant.dominio}`);
  }
  const temporaryPassword = Array.from(
    { length: TEMPORARY_LENGTH },
    () => TEMPORARY_ALPHABET[randomInt(TEMPORARY_ALPHABET.length)],
  ).join("");
  const user = await db
    .insertInto("users")
    .values(
      newUserRow({
        scope: scope.key,
        usuario,
        nome: parsed.data.nome,
        email: parsed.data.email ?? null,
        password_hash: await hashPassword(temporaryPassword),
        must_change_password: 1,
        platform_admin: 1,
      }),
    )
    .returning("id")
    .executeTakeFirstOrThrow();
  await recordAudit(db, scope, {
    type: "account.admin_created",
    subject: user.id,
    origin: { ip: null, userAgent: "trilha create-admin" },
    details: {},
  });
  return { usuario, temporaryPassword, tenantDomain: tenant.dominio };
}
