import { Outlet } from "react-router";
import { LayoutShell } from "./layout-shell.tsx";

/** Spec §2 "home". */
export function HomeLayout() {
  return (
    <LayoutShell className="layout--home">
      <Outlet />
    </LayoutShell>
  );
}
