import { type ComponentProps, lazy, Suspense } from "react";
import { readStorage } from "../../lib/local-storage.ts";
import { SESSION_TOKEN_KEY } from "../../lib/session-store.ts";
import { useSession } from "../../lib/use-session.ts";
import type * as Parts from "./signed-in-parts.ts";

/**
 * The header menus, notices, due modals, report button and visiting banner render only for a signed-in person,
 * so a visitor's sign-in page never downloads them. A browser that holds a session starts the download at
 * once, so the signed-in header does not wait for it.
 */
const loadParts = () => import("./signed-in-parts.ts");
if (readStorage(SESSION_TOKEN_KEY) !== null) void loadParts();

const LazyAccountMenu = lazy(async () => ({ default: (await loadParts()).AccountMenu }));
const LazyNavigationMenu = lazy(async () => ({ default: (await loadParts()).NavigationMenu }));
const LazyNoticeBanners = lazy(async () => ({ default: (await loadParts()).NoticeBanners }));
const LazyReportProblemButton = lazy(async () => ({ default: (await loadParts()).ReportProblemButton }));
const LazyDueModals = lazy(async () => ({ default: (await loadParts()).DueModals }));
const LazyVisitingBanner = lazy(async () => ({ default: (await loadParts()).VisitingBanner }));

export function AccountMenu(props: ComponentProps<typeof Parts.AccountMenu>) {
  return (
    <Suspense fallback={null}>
      <LazyAccountMenu {...props} />
    </Suspense>
  );
}

export function NavigationMenu(props: ComponentProps<typeof Parts.NavigationMenu>) {
  return (
    <Suspense fallback={null}>
      <LazyNavigationMenu {...props} />
    </Suspense>
  );
}

export function NoticeBanners(props: ComponentProps<typeof Parts.NoticeBanners>) {
  return (
    <Suspense fallback={null}>
      <LazyNoticeBanners {...props} />
    </Suspense>
  );
}

export function ReportProblemButton() {
  return (
    <Suspense fallback={null}>
      <LazyReportProblemButton />
    </Suspense>
  );
}

export function DueModals(props: ComponentProps<typeof Parts.DueModals>) {
  return (
    <Suspense fallback={null}>
      <LazyDueModals {...props} />
    </Suspense>
  );
}

/** Shown only while an administrator visits someone's account. */
export function VisitingBanner() {
  const session = useSession();
  if (session.status !== "signed-in" || !session.user.visitante) return null;
  return (
    <Suspense fallback={null}>
      <LazyVisitingBanner />
    </Suspense>
  );
}
