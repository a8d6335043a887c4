import { webPaths } from "@trilha/contracts/web-paths";
import { useParams } from "react-router";
import { useTenant } from "../../lib/tenant-context.tsx";
import { AreaLayout } from "./area-layout.tsx";
import type { NavEntry, NavItem } from "./area-nav.tsx";

/** Spec §2 "administration": platform administrators only (the guards see to that). */
export function AdministrationLayout() {
  const tenant = useTenant();
  const { tenant: tenantParam } = useParams();
  // Spec §2, §6: Plataformas and Relatórios exist on the main tenant only.
  const mainTenantParam = tenantParam && tenant.principal ? tenantParam : null;
  const items: (NavItem | null)[] = [
    { to: webPaths.administration.build(), label: "nav.administration", end: true },
    [
      { to: webPaths.audit.build(), label: "audit.title" },
      { to: webPaths.issueReports.build(), label: "issueReports.adminTitle" },
    ],
    tenantParam
      ? {
          to: webPaths.tenantAdministration.build(tenantParam),
          label: "administration.registrations",
          end: true,
        }
      : null,
    ...(mainTenantParam
      ? ([
          {
            to: webPaths.tenantPlatforms.build(mainTenantParam),
            label: "administration.platforms",
          },
          { to: webPaths.tenantReports.build(mainTenantParam), label: "administration.reports" },
        ] satisfies NavEntry[])
      : []),
  ];
  return (
    <AreaLayout
      className="layout--administration"
      label="layout.administrationNavigation"
      items={items}
      sections={items}
    />
  );
}
