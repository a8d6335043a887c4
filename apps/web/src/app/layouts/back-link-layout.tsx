import { webPaths } from "@trilha/contracts/web-paths";
import { Link, Outlet } from "react-router";
import { useTranslation } from "../../lib/i18n.ts";
import { LayoutShell } from "./layout-shell.tsx";

/** Spec §2 "back-link layout ('Voltar')": a single page with a way back to the signed-in home. */
export function BackLinkLayout() {
  const { t } = useTranslation();
  return (
    <LayoutShell
      className="layout--back-link"
      foldNav={false}
      nav={
        <nav className="site-nav" aria-label={t("layout.mainNavigation")}>
          <Link className="back-link" to={webPaths.signedIn.build()}>
            <span aria-hidden="true">←</span>
            {t("common.back")}
          </Link>
        </nav>
      }
    >
      <Outlet />
    </LayoutShell>
  );
}
