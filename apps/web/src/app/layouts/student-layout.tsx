import { canManage } from "@trilha/contracts/session-user";
import { webPaths } from "@trilha/contracts/web-paths";
import { NavLink, Outlet } from "react-router";
import { useShowsPathsEntry } from "../../features/learning-paths/use-learning-paths.ts";
import { useTranslation } from "../../lib/i18n.ts";
import { useSession } from "../../lib/use-session.ts";
import { LayoutShell } from "./layout-shell.tsx";

/** Spec §2 "logged student with top menu". */
export function StudentLayout() {
  const { t } = useTranslation();
  const session = useSession();
  const showsPaths = useShowsPathsEntry();
  const user = session.status === "signed-in" ? session.user : null;
  return (
    <LayoutShell
      className="layout--student"
      nav={
        <nav className="site-nav" aria-label={t("layout.mainNavigation")}>
          <ul>
            <li>
              <NavLink to={webPaths.signedIn.build()} end>
                {t("nav.pedagogical")}
              </NavLink>
            </li>
            <li>
              <NavLink to={webPaths.classes.build()}>{t("nav.classes")}</NavLink>
            </li>
            {user && canManage(user) ? (
              <li>
                <NavLink to={webPaths.manage.build()}>{t("nav.manage")}</NavLink>
              </li>
            ) : null}
            {showsPaths ? (
              <li>
                <NavLink to={webPaths.paths.build()}>{t("nav.paths")}</NavLink>
              </li>
            ) : null}
            <li>
              <NavLink to={webPaths.account.build()}>{t("nav.account")}</NavLink>
            </li>
            {/* Spec §6: visiting users have no logout; their banner comes in a later issue. */}
            {user && !user.visitante ? (
              <li>
                <NavLink to={webPaths.logout.build()}>{t("nav.logout")}</NavLink>
              </li>
            ) : null}
          </ul>
        </nav>
      }
    >
      <Outlet />
    </LayoutShell>
  );
}
