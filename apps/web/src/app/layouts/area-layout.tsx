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
  /** The area's own sections (a network's Painel, Gestão, Relatórios): kept above the page on a phone. */
  sections?: readonly (NavItem | false | null)[];
}

/**
 * A signed-in area (student, network, administration): its menu in the header, its pages below. Where the header
 * folds its menu away (a phone), the area's `sections` stay above the page, one tap away without the menu.
 */
export function AreaLayout({ className, label, items, sections }: AreaLayoutProps) {
  return (
    <LayoutShell
      className={className}
      nav={
        <AreaNav
          label={label}
          items={[{ to: webPaths.signedIn.build(), label: "nav.pedagogical", end: true }, ...items]}
        />
      }
      foldedNav={
        sections?.some(Boolean) ? (
          <AreaNav label="layout.areaSections" items={sections} className="area-sections" />
        ) : undefined
      }
    >
      <Outlet />
    </LayoutShell>
  );
}
