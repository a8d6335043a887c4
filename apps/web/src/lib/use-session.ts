import { useSyncExternalStore } from "react";
import { getSession, type SessionState, subscribe } from "./session-store.ts";

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSession, getSession);
}

/** The session's token (null when signed out): every loaded call's key holds it, so no answer outlives its session. */
export function useSessionToken(): string | null {
  const session = useSession();
  return session.status === "signed-out" ? null : session.token;
}
