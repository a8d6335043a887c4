import { useEffect, useSyncExternalStore } from "react";
import { isSessionFresh } from "../../lib/session-store.ts";
import { useSessionToken } from "../../lib/use-session.ts";

/** Where the check of one stored token stands. Once per page load and token: never asked twice. */
type Check = { status: "pending" } | { status: "confirmed" } | { status: "failed"; error: unknown };

const checks = new Map<string, Check>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function settle(token: string, check: Check): void {
  checks.set(token, check);
  for (const listener of listeners) listener();
}

/** A new page load, for tests that load many in one module graph: every stored token is checked again. */
export function forgetSessionChecks(): void {
  checks.clear();
}

/** The call's code (its contract and schemas) is downloaded only by a browser that holds a session. */
function startCheck(token: string): void {
  if (checks.has(token)) return;
  settle(token, { status: "pending" });
  import("./api/session-check.api.ts")
    .then(({ confirmStoredSession }) => confirmStoredSession(token))
    .then(
      () => settle(token, { status: "confirmed" }),
      (error: unknown) => settle(token, { status: "failed", error }),
    );
}

/**
 * Once per page load and token, asks the server to confirm the stored session (loginToken) and refreshes the
 * cached user. Pages render meanwhile from the cached user; a 401 signs out, and the guards send to sign-in.
 * Any other failure is returned, for a guard with nothing honest to show to say so.
 */
export function useSessionRevalidation(): { failure: unknown } | null {
  const token = useSessionToken();
  const due = token !== null && !isSessionFresh(token);
  useEffect(() => {
    if (due && token !== null) startCheck(token);
  }, [due, token]);
  const check = useSyncExternalStore(subscribe, () => (token === null ? undefined : checks.get(token)));
  return check?.status === "failed" ? { failure: check.error } : null;
}
