import {
  PLATFORM_ADMIN_INVITATION_TTL_HOURS,
  type PlatformAdmin,
} from "@trilha/contracts/platform-admins.calls";
import { isEmailAddress } from "@trilha/contracts/rules/email-address";
import { webPaths } from "@trilha/contracts/web-paths";
import { translate } from "@trilha/i18n/translate";
import type { UserRow } from "../../db/schema.ts";
import { inTransaction, type ScopedDb, withScope } from "../../db/scoped-db.ts";
import { scopeOfTenant, type TenantScope } from "../../db/tenant-scope.ts";
import type { Authenticated } from "../../http/caller.ts";
import { FieldError, HttpError } from "../../http/http-error.ts";
import type { RequestContext } from "../../http/request-context.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { createAdministrator, FirstAdminError } from "../first-admin/first-admin.service.ts";
import { outboxOf } from "../mail/mail-outbox.service.ts";
import { issuePasswordLink } from "../password/password.service.ts";
import { deleteUserSessions } from "../sessions/session.service.ts";
import { mayRunPlatforms } from "../tenants/tenant.policy.ts";
import { manageableTenant } from "../tenants/tenant.service.ts";
import { tenantUrl } from "../tenants/tenant-url.ts";
import { resetSecondFactor } from "../two-factor/two-factor-settings.service.ts";
import { isPlatformAdmin } from "../users/user.policy.ts";
import { findUserById, listPlatformAdmins, revokePlatformAdmin } from "../users/user.service.ts";

type AdminsContext = Pick<RequestContext, "data" | "shared" | "scope" | "tenant" | "origin">;

/** The platform named and its data scope, if the request comes through the principal tenant (spec §6). */
type Target = Awaited<ReturnType<typeof targetOf>>;

async function targetOf(context: AdminsContext, tenantId: number) {
  if (!mayRunPlatforms(context.tenant)) throw new HttpError(403, "tenants.mainTenantOnly");
  const tenant = await manageableTenant(context, tenantId);
  return { tenant, scope: scopeOfTenant(tenant) };
}

function toPlatformAdmin(user: UserRow): PlatformAdmin {
  return {
    id: user.id,
    nome: user.nome,
    usuario: user.usuario,
    email: user.email,
    dois_fatores: user.two_factor_enabled === 1,
    senha_temporaria: user.must_change_password === 1,
  };
}

export async function listAdministrators(context: AdminsContext, tenantId: number): Promise<PlatformAdmin[]> {
  const { scope } = await targetOf(context, tenantId);
  return (await listPlatformAdmins(withScope(context.data, scope))).map(toPlatformAdmin);
}

type NewAdministrator = { usuario: string; nome: string; email?: string | undefined };

/** A new administrator of the platform's scope with a one-time password, as `npm run create-admin` makes one. */
async function newAdministrator(context: AdminsContext, target: Target, input: NewAdministrator) {
  if (/\s/.test(input.usuario)) throw new FieldError(400, "platformAdmins.loginFormat", "usuario");
  if (input.email && !isEmailAddress(input.email))
    throw new FieldError(400, "platformAdmins.badEmail", "email");
  const created = await createAdministrator(
    { tenant: target.tenant, data: withScope(context.data, target.scope) },
    {
      usuario: input.usuario,
      nome: input.nome,
      ...(input.email ? { email: input.email } : {}),
    },
  ).catch((error: unknown) => {
    if (!(error instanceof FirstAdminError)) throw error;
    if (error.reason === "loginTaken") throw new FieldError(409, "platformAdmins.loginTaken", "usuario");
    // The checks above are the command's own: anything else it refuses is a login it cannot take.
    throw new FieldError(400, "platformAdmins.loginFormat", "usuario");
  });
  const user = await findUserById(withScope(context.data, target.scope), created.user.id);
  if (!user) throw new Error("the administrator just created is not there");
  return { user, temporary: created.temporary };
}

/** A new administrator whose one-time password is shown to the caller once. */
export async function addAdministrator(
  context: AdminsContext,
  caller: Authenticated,
  tenantId: number,
  input: NewAdministrator,
) {
  const target = await targetOf(context, tenantId);
  const { user, temporary } = await newAdministrator(context, target, input);
  await audit(context, caller, target, "platform_admin.added", user);
  return {
    administrador: toPlatformAdmin(user),
    senha_temporaria: temporary.password,
    expira_em: temporary.expiresAt,
  };
}

/**
 * A new administrator invited by e-mail: the account's one-time password is never shown to anyone (it only
 * expires), and the invitation's single-use link, on the platform's own domain, lets them choose a password.
 */
export async function inviteAdministrator(
  context: AdminsContext & Pick<RequestContext, "config" | "providers" | "lang">,
  caller: Authenticated,
  tenantId: number,
  input: NewAdministrator & { email: string },
  log: { warn(fields: object, message: string): void; error(fields: object, message: string): void },
) {
  const target = await targetOf(context, tenantId);
  const { user } = await newAdministrator(context, target, input);
  const targetData = withScope(context.data, target.scope);
  const mail = { data: targetData, providers: context.providers };
  const outbox = outboxOf(mail, log, "administrator invitation mail");
  // The link and its mail are written together: no invitation without its mail.
  const { link, mailId } = await inTransaction(targetData, async (trx) => {
    const link = await issuePasswordLink(trx, user.id, PLATFORM_ADMIN_INVITATION_TTL_HOURS * 60);
    const vars = {
      nome: user.nome,
      usuario: user.usuario,
      tenant: target.tenant.nome,
      hours: String(PLATFORM_ADMIN_INVITATION_TTL_HOURS),
      link: tenantUrl(context.config.publicUrl, target.tenant, webPaths.resetPassword.build(link.token)),
    };
    const mailId = await outbox.queue(trx, {
      to: input.email,
      subject: translate(context.lang, "platformAdmins.inviteMailSubject", vars),
      text: translate(context.lang, "platformAdmins.inviteMailText", vars),
    });
    return { link, mailId };
  });
  await audit(context, caller, target, "platform_admin.added", user, true);
  outbox.sendSoon(mailId);
  return { administrador: toPlatformAdmin(user), expira_em: link.expiresAt };
}

/**
 * The account stays, no longer an administrator, and its sessions end. Never the scope's last administrator,
 * and never the caller's own role (another administrator removes it), so nobody locks the platform out.
 */
export const removeAdministrator = endingSessions("platform_admin.removed", async (trx, act) => {
  if (act.target.scope.key === act.context.scope.key && act.user.id === act.caller.user.id) {
    throw new HttpError(409, "platformAdmins.notYourself");
  }
  const admins = await listPlatformAdmins(withScope(trx, act.target.scope));
  if (admins.length <= 1) throw new HttpError(409, "platformAdmins.lastAdmin");
  await revokePlatformAdmin(withScope(trx, act.target.scope), act.user.id);
});

/** Every second factor and saved device of the administrator goes, and their sessions end. */
export const resetAdministratorSecondFactor = endingSessions("platform_admin.two_factor_reset", (trx, act) =>
  resetSecondFactor(withScope(trx, act.target.scope), act.user.id),
);

/**
 * An act on one administrator of a platform: `change` alters their account, then their sessions end, recorded
 * as `type`, all in one transaction.
 */
function endingSessions(
  type: "platform_admin.removed" | "platform_admin.two_factor_reset",
  change: (
    trx: ScopedDb,
    act: { context: AdminsContext; caller: Authenticated; target: Target; user: UserRow },
  ) => Promise<void>,
) {
  return async (context: AdminsContext, caller: Authenticated, tenantId: number, userId: number) => {
    const { target, user } = await administratorOf(context, tenantId, userId);
    await inTransaction(context.data, async (trx) => {
      await change(trx, { context, caller, target, user });
      await deleteUserSessions(withScope(trx, target.scope), user.id, null);
      await audit({ ...context, data: trx }, caller, target, type, user);
    });
  };
}

/** The platform named and one of its administrators; 404 for anyone else. */
async function administratorOf(context: AdminsContext, tenantId: number, userId: number) {
  const target = await targetOf(context, tenantId);
  const user = await findUserById(withScope(context.data, target.scope), userId);
  if (!user || !isPlatformAdmin(user)) throw new HttpError(404, "platformAdmins.notFound");
  return { target, user };
}

/**
 * Recorded in the caller's log (who acted) and, when the platform is another data scope, in that scope's log
 * too (whose account it was), so each platform's administrators read what was done to their own.
 */
async function audit(
  context: AdminsContext,
  caller: Authenticated,
  target: { tenant: { slug: string }; scope: TenantScope },
  type: "platform_admin.added" | "platform_admin.removed" | "platform_admin.two_factor_reset",
  user: UserRow,
  /** Added by an e-mail invitation rather than a one-time password. */
  invited = false,
): Promise<void> {
  const details = {
    plataforma: target.tenant.slug,
    usuario: user.usuario,
    ...(invited ? { convite: true } : {}),
  };
  const sameScope = target.scope.key === context.scope.key;
  await recordAudit(context.data, {
    type,
    actor: caller.session.visitor_id ?? caller.user.id,
    subject: sameScope ? user.id : null,
    origin: context.origin,
    details,
  });
  if (!sameScope) {
    await recordAudit(withScope(context.data, target.scope), {
      type,
      subject: user.id,
      origin: context.origin,
      details,
    });
  }
}
