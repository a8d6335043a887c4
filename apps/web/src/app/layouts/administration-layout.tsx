import { webPaths } from "@trilha/contracts/web-paths";
import { Outlet, useParams } from "react-router";
import { useTenant } from "../../lib/tenant-context.tsx";
import { AreaNav } from "./area-nav.tsx";
import { LayoutShell } from "./layout-shell.tsx";

/** Spec §2 "administration": platform administrators only (the guards see to that). */
export function AdministrationLayout() {
  const tenant = useTenant();
  const { tenant: tenantParam } = useParams();
  // Spec §2, §6: Plataformas and Relatórios exist on the main tenant only.
  const mainTenantParam = tenantParam && tenant.principal ? tenantParam : null;
  return (
    <LayoutShell
      className="layout--administration"
      nav={
        <AreaNav
          label="layout.administrationNavigation"
          items={[
            { to: webPaths.signedIn.build(), label: "nav.pedagogical", end: true },
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
            mainTenantParam
              ? { to: webPaths.tenantPlatforms.build(mainTenantParam), label: "administration.platforms" }
              : null,
            mainTenantParam
              ? { to: webPaths.tenantReports.build(mainTenantParam), label: "administration.reports" }
              : null,
          ]}
        />
      }
    >
      <Outlet />
    </LayoutShell>
  );
}
