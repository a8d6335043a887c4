import { useEffect, useState } from "react";
import { lazyPart } from "../../lib/lazy-part.tsx";
import { getSessionToken } from "../../lib/session-store.ts";
import { otherTabDecision } from "./other-tab-decision.ts";

/** Rarely needed, so downloaded when another tab changes the session. */
const OtherTabDialog = lazyPart(async () => (await import("./other-tab-dialog.tsx")).OtherTabDialog);

/**
 * Spec §4/§8, checklist A8: watches the current-session key for changes made by other tabs. When another tab
 * signs in someone else (or signs out), this tab's user is no longer the browser's current one: an alert says
 * so, and its only button replaces the route with /login, where this tab takes up the browser's current state.
 */
export function OtherTabAlert() {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== null && event.storageArea !== window.localStorage) return;
      // Session code: this tab's own token, to tell whether another tab signed in or out under it.
      if (otherTabDecision(event, getSessionToken()) === "alert") setShown(true);
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  return shown ? <OtherTabDialog onDone={() => setShown(false)} /> : null;
}
