import type { SessionUser } from "../session-user.ts";

// What a signed-in person may see and do, read from their session user. Apart from the user's schema: the
// guards that decide every navigation run at start, before any schema is downloaded.

export const PLATFORM_ADMIN_ROLE = "administrador-plataforma";

/** What a registered person is at their school; null for an account no school registered (an administrator). */
export const PERSON_KINDS = ["student", "teacher", "staff", "guardian"] as const;
export type PersonKind = (typeof PERSON_KINDS)[number];

/** Whether the account is a guardian's, who links students with a family code. */
export function isGuardian(user: Pick<SessionUser, "tipo">): boolean {
  return user.tipo === "guardian";
}

/** Whether the signed-in home asks for a school or class code instead of showing the learning pages. */
export function awaitsSchool(user: Pick<SessionUser, "aguardando_escola">): boolean {
  return user.aguardando_escola === true;
}

export function isPlatformAdmin(user: Pick<SessionUser, "funcoes">): boolean {
  return user.funcoes[PLATFORM_ADMIN_ROLE];
}

/** The manage area (/logado/gerenciar) is for users who may share or publish. */
export function canManage(user: Pick<SessionUser, "funcoes">): boolean {
  return user.funcoes.compartilhar || user.funcoes.publicar;
}

/** Spec §4: 2FA is required when its status is '1' and at least one factor exists. */
export function requiresTwoFactor(user: Pick<SessionUser, "usuario_2fa">): boolean {
  return user.usuario_2fa.status === "1" && Object.keys(user.usuario_2fa.fatores).length > 0;
}
