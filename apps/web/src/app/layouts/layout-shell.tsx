import { webPaths } from "@trilha/contracts/web-paths";
import type { MouseEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { TenantBrand } from "../../components/ui/tenant-brand.tsx";
import { VisitingBanner } from "../../features/visiting/visiting-banner.tsx";
import { useTenant } from "../../lib/tenant-context.tsx";
import { FloatingOptions } from "./floating-options.tsx";
import "./layouts.css";

export const MAIN_ID = "conteudo";

interface LayoutShellProps {
  /** The layout's navigation, placed in the header. */
  nav?: ReactNode;
  /** Spec §2: every layout but the plain logged one has the floating options. */
  floatingOptions?: boolean;
  className?: string;
  children: ReactNode;
}

function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  // Focus (which also scrolls to) the main region without touching the URL, which the router owns.
  event.preventDefault();
  main.focus();
}

/** Landmarks and chrome shared by every layout: skip link, header with the tenant, main, footer. */
export function LayoutShell({ nav, floatingOptions = true, className, children }: LayoutShellProps) {
  const { t } = useTranslation();
  const tenant = useTenant();
  return (
    <div className={className ? `layout ${className}` : "layout"}>
      <a className="skip-link" href={`#${MAIN_ID}`} onClick={skipToMain}>
        {t("layout.skipToContent")}
      </a>
      <VisitingBanner />
      <header className="site-header">
        <div className="site-header__inner">
          <TenantBrand />
          {nav}
        </div>
      </header>
      <main id={MAIN_ID} className="site-main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <div className="site-footer__inner">
          <Link to={webPaths.privacy.build()}>{t("layout.privacy")}</Link>
          <span>{tenant.nome}</span>
        </div>
      </footer>
      {floatingOptions && tenant.status === 1 ? <FloatingOptions /> : null}
    </div>
  );
}
