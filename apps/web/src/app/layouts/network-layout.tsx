import { webPaths } from "@trilha/contracts/web-paths";
import { NavLink, Outlet, useParams } from "react-router";
import { useTranslation } from "../../lib/i18n.ts";
import { LayoutShell } from "./layout-shell.tsx";

/** Spec §2 "network": the user's networks and, inside one, its panel, management and reports. */
export function NetworkLayout() {
  const { t } = useTranslation();
  const { rede } = useParams();
  return (
    <LayoutShell
      className="layout--network"
      nav={
        <nav className="site-nav" aria-label={t("layout.networkNavigation")}>
          <ul>
            <li>
              <NavLink to={webPaths.signedIn.build()} end>
                {t("nav.pedagogical")}
              </NavLink>
            </li>
            <li>
              <NavLink to={webPaths.networks.build()} end>
                {t("networks.title")}
              </NavLink>
            </li>
            {rede ? (
              <>
                <li>
                  <NavLink to={webPaths.network.build(rede)} end>
                    {t("network.panel")}
                  </NavLink>
                </li>
                <li>
                  <NavLink to={webPaths.networkManagement.build(rede)}>{t("network.management")}</NavLink>
                </li>
                <li>
                  <NavLink to={webPaths.networkReports.build(rede)}>{t("network.reports")}</NavLink>
                </li>
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
