import { webPaths } from "@trilha/contracts/web-paths";
import { NavLink, Outlet, useParams } from "react-router";
import { useTranslation } from "../../lib/i18n.ts";
import { useTenant } from "../../lib/tenant-context.tsx";
import { LayoutShell } from "./layout-shell.tsx";

/** Spec §2 "administration": platform administrators only (the guards see to that). */
export function AdministrationLayout() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const { tenant: tenantParam } = useParams();
  return (
    <LayoutShell
      className="layout--administration"
      nav={
        <nav className="site-nav" aria-label={t("layout.administrationNavigation")}>
          <ul>
            <li>
              <NavLink to={webPaths.signedIn.build()} end>
                {t("nav.pedagogical")}
              </NavLink>
            </li>
            <li>
              <NavLink to={webPaths.administration.build()} end>
                {t("nav.administration")}
              </NavLink>
            </li>
            <li>
              <NavLink to={webPaths.audit.build()}>{t("audit.title")}</NavLink>
              <NavLink to={webPaths.issueReports.build()}>{t("reportProblem.adminTitle")}</NavLink>
            </li>
            {tenantParam ? (
              <>
                <li>
                  <NavLink to={webPaths.tenantAdministration.build(tenantParam)} end>
                    {t("administration.registrations")}
                  </NavLink>
                </li>
                {/* Spec §2, §6: Plataformas and Relatórios exist on the main tenant only. */}
                {tenant.principal ? (
                  <>
                    <li>
                      <NavLink to={webPaths.tenantPlatforms.build(tenantParam)}>
                        {t("administration.platforms")}
                      </NavLink>
                    </li>
                    <li>
                      <NavLink to={webPaths.tenantReports.build(tenantParam)}>
                        {t("administration.reports")}
                      </NavLink>
                    </li>
                  </>
                ) : null}
              </>
            ) : null}
          </ul>
        </nav>
      }
    >
      <Outlet />
    </LayoutShell>
  );
}
