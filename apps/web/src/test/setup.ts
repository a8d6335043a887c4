import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { forgetSessionChecks } from "../features/login/session-revalidation.ts";
import { setupI18n } from "../lib/i18n.ts";
import { pageProgress } from "../lib/progress.ts";
import { loadStoredUserCheck, reloadSession } from "../lib/session-store.ts";
import { currentToasts, dismissToast } from "../lib/toasts.ts";

// Lazy routes and i18n load asynchronously; on a busy two-core CI machine the default 1 s wait is too short.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout, so no scrolling; ScrollRestoration calls it on every navigation.
window.scrollTo = () => undefined;

// Testing Library only cleans up by itself when test globals are on; they are not here.
beforeEach(async () => {
  // Nor scrollIntoView; a test that watches it puts its own in place.
  Element.prototype.scrollIntoView ??= () => undefined;
  window.localStorage.clear();
  reloadSession();
  forgetSessionChecks();
  // Components are rendered here without the router, which loads the signed-in texts in the app; a session a
  // test stores is read as the app reads it once started (main.tsx).
  await Promise.all([setupI18n("pt-br", { signedIn: true }), loadStoredUserCheck()]);
});

// Runs after each file's own afterEach hooks, so those may still move a faked clock.
afterEach(() => {
  cleanup();
  // Files share one module graph per worker (vitest.config.ts): a toast left by one must not meet the next.
  for (const toast of currentToasts()) dismissToast(toast.id);
  pageProgress.reset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
