import { Outlet } from "react-router";
import { CookieNotice } from "../../features/cookie-notice/cookie-notice.tsx";
import { LayoutShell } from "./layout-shell.tsx";

/** Spec §2 "standard": public pages, with the floating options and the cookie notice. */
export function StandardLayout() {
  return (
    <LayoutShell className="layout--standard">
      <Outlet />
      <CookieNotice />
    </LayoutShell>
  );
}
