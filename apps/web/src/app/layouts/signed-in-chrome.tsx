import type { ComponentType } from "react";
import { lazyPart } from "../../lib/lazy-part.tsx";
import { readStorage } from "../../lib/local-storage.ts";
import { SESSION_TOKEN_KEY } from "../../lib/session-store.ts";
import { useSession } from "../../lib/use-session.ts";

/**
 * The header menus, notices, due modals, report button and visiting banner render only for a signed-in person,
 * so a visitor's sign-in page never downloads them. A browser that holds a session starts the download at
 * once, so the signed-in header does not wait for it.
 */
const loadParts = () => import("./signed-in-parts.ts");
if (readStorage(SESSION_TOKEN_KEY) !== null) void loadParts();

/** A part, loaded with the others on its first render, with the cache of the calls it loads. */
function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazyPart(load, { calls: true });
}

export const AccountMenu = deferred(async () => (await loadParts()).AccountMenu);
export const NavigationMenu = deferred(async () => (await loadParts()).NavigationMenu);
export const NoticeBanners = deferred(async () => (await loadParts()).NoticeBanners);
export const ReportProblemButton = deferred(async () => (await loadParts()).ReportProblemButton);
export const DueModals = deferred(async () => (await loadParts()).DueModals);
const DeferredVisitingBanner = deferred(async () => (await loadParts()).VisitingBanner);

/** Shown only while an administrator visits someone's account. */
export function VisitingBanner() {
  const session = useSession();
  if (session.status !== "signed-in" || !session.user.visitante) return null;
  return <DeferredVisitingBanner />;
}
