import { webPaths } from "@trilha/contracts/web-paths";
import { Outlet } from "react-router";
import type { MessageKey } from "../../lib/i18n.ts";
import { AreaNav, type NavItem } from "./area-nav.tsx";
import { LayoutShell } from "./layout-shell.tsx";

interface AreaLayoutProps {
  className: string;
  /** The name of the area's navigation, for screen readers. */
  label: MessageKey;
  /** The area's entries after the first, which every area shares: the way back to the pedagogical home. */
  items: readonly (NavItem | false | null)[];
}

/** A signed-in area (student, network, administration): its menu in the header, its pages below. */
export function AreaLayout({ className, label, items }: AreaLayoutProps) {
  return (
    <LayoutShell
      className={className}
      nav={
        <AreaNav
          label={label}
          items={[{ to: webPaths.signedIn.build(), label: "nav.pedagogical", end: true }, ...items]}
        />
      }
    >
      <Outlet />
    </LayoutShell>
  );
}
