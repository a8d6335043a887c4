import { z } from "zod/mini";
import { post } from "./call.ts";
import { changedBody, okWith } from "./errors.ts";
import { id, typedLogin } from "./fields.ts";
import { EMAIL_MAX_LENGTH } from "./limits.ts";

/**
 * The platform administrators of one platform (its data scope), managed from the main tenant's `/plataformas`
 * (spec §2, §6): listed, added with a one-time password as `npm run create-admin` does, removed (never the
 * last one) and their second factor reset. Main tenant's administrators only.
 */

export const PLATFORM_ADMIN_NAME_MAX_LENGTH = 200;

export const platformAdmin = z.object({
  id: z.number().check(z.int()),
  nome: z.string(),
  usuario: z.string(),
  email: z.nullable(z.string()),
  /** Whether sign-in asks for a second factor (2FA on with a factor ready). */
  dois_fatores: z.boolean(),
  /** Still owes a new password (a one-time password not yet replaced). */
  senha_temporaria: z.boolean(),
});
export type PlatformAdmin = z.infer<typeof platformAdmin>;

const target = { plataforma_id: id };

export const platformAdminList = post("platform-admin", "/tenant/{lang}/administradores/listar", {
  visitorMay: true,
  body: z.object(target),
  response: z.object({ administradores: z.array(platformAdmin) }),
});

/** A new administrator with a one-time password, shown here once: it must be replaced at the first sign-in. */
export const platformAdminAdd = post("platform-admin", "/tenant/{lang}/administradores/adicionar", {
  body: z.object({
    ...target,
    usuario: typedLogin,
    nome: z.string().check(z.trim(), z.minLength(1), z.maxLength(PLATFORM_ADMIN_NAME_MAX_LENGTH)),
    email: z.optional(z.string().check(z.trim(), z.maxLength(EMAIL_MAX_LENGTH))),
  }),
  response: okWith({
    administrador: platformAdmin,
    senha_temporaria: z.string(),
    /** When the one-time password stops working (ISO-8601 UTC). */
    expira_em: z.string(),
  }),
});

/** How long an invitation's link works: as long as a one-time password does. */
export const PLATFORM_ADMIN_INVITATION_TTL_HOURS = 72;

/**
 * A new administrator invited by e-mail: the link (single-use, its token stored hashed) opens the page where they
 * choose their password; nothing secret is shown here.
 */
export const platformAdminInvite = post("platform-admin", "/tenant/{lang}/administradores/convidar", {
  body: z.object({
    ...target,
    usuario: typedLogin,
    nome: z.string().check(z.trim(), z.minLength(1), z.maxLength(PLATFORM_ADMIN_NAME_MAX_LENGTH)),
    email: z.string().check(z.trim(), z.minLength(1), z.maxLength(EMAIL_MAX_LENGTH)),
  }),
  response: okWith({
    administrador: platformAdmin,
    /** When the invitation's link stops working (ISO-8601 UTC). */
    expira_em: z.string(),
  }),
});

/** The account stays; it stops being an administrator and its sessions end. Never the platform's last one. */
export const platformAdminRemove = post("platform-admin", "/tenant/{lang}/administradores/remover", {
  body: z.object({ ...target, usuario_id: id }),
  response: changedBody,
});

/** Forgets every second factor and saved device of the administrator, who enrols again at the next sign-in. */
export const platformAdminResetTwoFactor = post(
  "platform-admin",
  "/tenant/{lang}/administradores/redefinir-2fa",
  {
    body: z.object({ ...target, usuario_id: id }),
    response: changedBody,
  },
);
