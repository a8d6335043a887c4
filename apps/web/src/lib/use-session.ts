import { useSyncExternalStore } from "react";
import { getSession, type SessionState, subscribe } from "./session-store.ts";

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSession, getSession);
}
