import { Outlet } from "react-router";
import { LayoutShell } from "./layout-shell.tsx";

/** Spec §2 "standard": public pages, with the floating options and the cookie notice. */
export function StandardLayout() {
  return (
    <LayoutShell className="layout--standard">
      <Outlet />
      {/* Cookie notice slot (spec §2, §4): arrives in a later issue. */}
    </LayoutShell>
  );
}
