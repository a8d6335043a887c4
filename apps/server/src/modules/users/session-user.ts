import { PERSON_KINDS, type PersonKind, PLATFORM_ADMIN_ROLE } from "@trilha/contracts/rules/session-roles";
import type { SessionUser } from "@trilha/contracts/session-user";
import type { UserRow } from "../../db/schema.ts";
import { isPlatformAdmin, mustChangePassword } from "./user.policy.ts";
import type { UserExtras } from "./user.repository.ts";

/** The spec §3 session object. Factor destinations are masked: the browser never sees a full address. */
export function toSessionUser(user: UserRow, extras: UserExtras, token: string | null): SessionUser {
  return {
    id: user.id,
    nome: user.nome,
    usuario: user.usuario,
    email: user.email,
    foto: user.foto,
    token,
    visitante: false,
    funcoes: {
      compartilhar: user.can_share === 1,
      publicar: user.can_publish === 1,
      forca_senha: mustChangePassword(user),
      [PLATFORM_ADMIN_ROLE]: isPlatformAdmin(user),
    },
    usuario_2fa: {
      id: user.id,
      status: user.two_factor_enabled === 1 ? "1" : "0",
      fatores: Object.fromEntries(
        extras.factors.map((factor) => [factor.fator, { destino: mask(factor.destino) }]),
      ),
    },
    cliente: extras.client,
    aguardando_escola: user.awaiting_school === 1,
    tipo: isPersonKind(user.kind) ? user.kind : null,
  };
}

export function mask(destination: string): string {
  const at = destination.indexOf("@");
  if (at > 0) return `${destination.slice(0, 1)}***${destination.slice(at)}`;
  return destination.length > 4 ? `***${destination.slice(-4)}` : "***";
}

function isPersonKind(kind: string | null): kind is PersonKind {
  return (PERSON_KINDS as readonly (string | null)[]).includes(kind);
}
