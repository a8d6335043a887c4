import { Outlet } from "react-router";
import { LayoutShell } from "./layout-shell.tsx";

/** Spec §2 "logged plain": the games pages, with no floating options. */
export function PlainLayout() {
  return (
    <LayoutShell className="layout--plain" floatingOptions={false}>
      <Outlet />
    </LayoutShell>
  );
}
