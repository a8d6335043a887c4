import { webPaths } from "@trilha/contracts/web-paths";
import { useParams } from "react-router";
import { AreaLayout } from "./area-layout.tsx";
import type { NavEntry } from "./area-nav.tsx";

/** Spec §2 "network": the user's networks and, inside one, its panel, management and reports. */
export function NetworkLayout() {
  const { rede } = useParams();
  const sections: NavEntry[] = rede
    ? [
        { to: webPaths.network.build(rede), label: "network.panel", end: true },
        { to: webPaths.networkManagement.build(rede), label: "network.management" },
        { to: webPaths.networkReports.build(rede), label: "network.reports" },
      ]
    : [];
  return (
    <AreaLayout
      className="layout--network"
      label="layout.networkNavigation"
      items={[{ to: webPaths.networks.build(), label: "networks.title", end: true }, ...sections]}
      sections={sections}
    />
  );
}
