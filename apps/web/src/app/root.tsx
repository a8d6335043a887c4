import { useEffect, useRef } from "react";
import { Outlet, ScrollRestoration, useLocation } from "react-router";
import { GlobalUi } from "./global-ui.tsx";
import { MAIN_ID } from "./layouts/layout-shell.tsx";
import { RouteGuard } from "./route-guard.tsx";

/** After an in-app navigation, focus moves to the new page's main region, as a full page load would reset it. */
function useFocusMainOnNavigation(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }, [pathname]);
}

export function AppRoot() {
  useFocusMainOnNavigation();
  return (
    <>
      <RouteGuard>
        <Outlet />
      </RouteGuard>
      <ScrollRestoration />
      <GlobalUi />
    </>
  );
}
