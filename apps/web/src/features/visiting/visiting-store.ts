import { sessionUser } from "@trilha/contracts/session-user";
import { readStorage, writeStorage } from "../../lib/local-storage.ts";
import { isSignedInUser, type SignedInUser } from "../../lib/session-store.ts";

/** Spec §3 "visiting-user session": the administrator's own session, kept aside while they visit someone. */
export const VISITING_SESSION_KEY = "creator-sessao-visitante";

export interface AdministratorAside {
  administrador: SignedInUser;
  /** Where the administrator was when the visit started; 'Sair' goes back there. */
  retorno: string;
}

export function keepAdministratorAside(administrator: SignedInUser, returnTo: string): void {
  const value: AdministratorAside = { administrador: administrator, retorno: returnTo };
  writeStorage(VISITING_SESSION_KEY, JSON.stringify(value));
}

export function readAdministratorAside(): AdministratorAside | null {
  const raw = readStorage(VISITING_SESSION_KEY);
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as { administrador?: unknown; retorno?: unknown };
    const administrator = sessionUser.safeParse(value.administrador);
    if (!administrator.success || !isSignedInUser(administrator.data)) return null;
    const returnTo = typeof value.retorno === "string" && value.retorno.startsWith("/") ? value.retorno : "/";
    return { administrador: administrator.data, retorno: returnTo };
  } catch {
    return null;
  }
}

export function clearAdministratorAside(): void {
  writeStorage(VISITING_SESSION_KEY, null);
}
