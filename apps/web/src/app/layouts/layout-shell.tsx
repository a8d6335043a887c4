import { isSignedInPath, webPaths } from "@trilha/contracts/web-paths";
import { type MouseEvent, type ReactNode, useRef } from "react";
import { Link, useLocation } from "react-router";
import { TenantBrand } from "../../components/ui/tenant-brand.tsx";
import { OtherTabAlert } from "../../features/account-menu/other-tab-alert.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { useTenant } from "../../lib/tenant-context.tsx";
import { useOverflowing } from "../../lib/use-overflowing.ts";
import { useSession } from "../../lib/use-session.ts";
import { useWideScreen } from "../../lib/use-wide-screen.ts";
import { FloatingOptions } from "./floating-options.tsx";
import { AccountMenu, NavigationMenu, NoticeBanners, VisitingBanner } from "./signed-in-chrome.tsx";
import { SignedInModals } from "./signed-in-modals.tsx";
import "./layouts.css";
import "./layout-display-delay.css";

export const MAIN_ID = "conteudo";

interface LayoutShellProps {
  /** The layout's navigation, placed in the header. */
  nav?: ReactNode;
  /**
   * Whether the navigation moves into the navigation menu when the header has no room for it in one row: always
   * below the spec's 800 px breakpoint, and wider when its links (their language, the text size) would wrap. A
   * single short link (the back-link layout's) stays in the header instead.
   */
  foldNav?: boolean;
  /** What stays above the page while the navigation is folded into the menu (an area's own sections). */
  foldedNav?: ReactNode;
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
export function LayoutShell({
  nav,
  foldNav = true,
  foldedNav,
  floatingOptions = true,
  className,
  children,
}: LayoutShellProps) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const session = useSession();
  const { pathname } = useLocation();
  // The account menu belongs to the signed-in layouts (spec §2), not to sign-in or public pages.
  const accountUser = session.status === "signed-in" && isSignedInPath(pathname) ? session.user : null;
  const wide = useWideScreen();
  const navRef = useRef<HTMLDivElement>(null);
  const canFold = foldNav && accountUser !== null && nav !== undefined;
  // Measured only where it could stay: wide, the nav keeps its place (hidden while folded) so it is measured on.
  const navOverflows = useOverflowing(navRef, canFold && wide);
  const folded = canFold && (!wide || navOverflows);
  const withFloatingOptions = floatingOptions && tenant.status === 1;
  const classes = ["layout", withFloatingOptions ? "layout--floating-options" : null, className ?? null];
  return (
    <div className={classes.filter(Boolean).join(" ")}>
      <a className="skip-link" href={`#${MAIN_ID}`} onClick={skipToMain}>
        {t("layout.skipToContent")}
      </a>
      <VisitingBanner />
      <header className="site-header">
        <div className="site-header__inner">
          {accountUser ? <NavigationMenu user={accountUser} sectionLinks={folded ? nav : undefined} /> : null}
          <TenantBrand />
          {nav ? (
            <div
              ref={navRef}
              className={folded ? "site-header__nav site-header__nav--folded" : "site-header__nav"}
              inert={folded}
            >
              {nav}
            </div>
          ) : null}
          {accountUser ? <AccountMenu user={accountUser} /> : null}
        </div>
      </header>
      {accountUser ? <NoticeBanners key={accountUser.id} user={accountUser} /> : null}
      <main id={MAIN_ID} className="site-main" tabIndex={-1}>
        {folded ? foldedNav : null}
        {children}
      </main>
      <footer className="site-footer">
        <div className="site-footer__inner">
          <Link to={webPaths.privacy.build()}>{t("layout.privacy")}</Link>
          <span>{tenant.nome}</span>
        </div>
      </footer>
      {withFloatingOptions ? <FloatingOptions /> : null}
      <SignedInModals />
      <OtherTabAlert />
    </div>
  );
}
