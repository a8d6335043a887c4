import { SESSION_TOKEN_KEY } from "../../lib/session-store.ts";

export interface StorageChange {
  /** `StorageEvent.key`; null when another tab cleared the whole storage. */
  key: string | null;
  oldValue: string | null;
  newValue: string | null;
}

/**
 * Spec §4/§8 "Other-tab session": another tab changed the current-session key to a different value than this
 * tab's session (another user signed in, or the user signed out there), so this tab's user is no longer the
 * browser's current one and must sign in again to keep it. A tab without a session has nothing to keep;
 * a write of the same token (a refresh in the other tab) changes nothing.
 */
export function otherTabDecision(change: StorageChange, currentToken: string | null): "alert" | "ignore" {
  if (change.key !== null && change.key !== SESSION_TOKEN_KEY) return "ignore";
  if (currentToken === null) return "ignore";
  const newValue = change.key === null ? null : change.newValue;
  if (change.key !== null && newValue === change.oldValue) return "ignore";
  return newValue === currentToken ? "ignore" : "alert";
}
