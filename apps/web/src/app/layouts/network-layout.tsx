import { webPaths } from "@trilha/contracts/web-paths";
import { Outlet, useParams } from "react-router";
import { AreaNav } from "./area-nav.tsx";
import { LayoutShell } from "./layout-shell.tsx";

/** Spec §2 "network": the user's networks and, inside one, its panel, management and reports. */
export function NetworkLayout() {
  const { rede } = useParams();
  return (
    <LayoutShell
      className="layout--network"
      nav={
        <AreaNav
          label="layout.networkNavigation"
          items={[
            { to: webPaths.signedIn.build(), label: "nav.pedagogical", end: true },
            { to: webPaths.networks.build(), label: "networks.title", end: true },
            rede ? { to: webPaths.network.build(rede), label: "network.panel", end: true } : null,
            rede ? { to: webPaths.networkManagement.build(rede), label: "network.management" } : null,
            rede ? { to: webPaths.networkReports.build(rede), label: "network.reports" } : null,
          ]}
        />
      }
    >
      <Outlet />
    </LayoutShell>
  );
}
