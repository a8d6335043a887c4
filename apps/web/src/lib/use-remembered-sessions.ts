import { useSyncExternalStore } from "react";
import { getRememberedSessions, type RememberedSession, subscribe } from "./session-store.ts";

/** The accounts remembered in this browser (spec §3), re-rendering when the list changes. */
export function useRememberedSessions(): readonly RememberedSession[] {
  return useSyncExternalStore(subscribe, getRememberedSessions, getRememberedSessions);
}
