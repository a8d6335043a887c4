import { hasMenuSections, NAVIGATION_PANEL_CLOSE_MS } from "@trilha/contracts/rules/navigation-menu";
import {
  type MouseEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useReducer,
  useRef,
} from "react";
import { useLocation } from "react-router";
import { ModalDialog } from "../../components/ui/modal-dialog.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import type { SignedInUser } from "../../lib/session-store.ts";
import { useManagedNetworks } from "./api/navigation.api.ts";
import { MenuIcon } from "./icons.tsx";
import { PlatformsSection, StudentsSection } from "./list-sections.tsx";
import { MainSection } from "./main-section.tsx";
import { NetworksSection } from "./networks-section.tsx";
import { CLOSED, type PanelSection, panelReducer } from "./panel-state.ts";
import { SectionHeader } from "./section-header.tsx";
import "./navigation.css";

interface NavigationMenuProps {
  user: SignedInUser;
  /**
   * The layout's own section links, when the header has no room for them (below the spec's 800 px breakpoint,
   * or wherever they would wrap): they lead the panel, and the button shows even without the menu sections.
   */
  sectionLinks?: ReactNode;
}

/** Following one of the layout's links closes the panel, even the link of the page already shown. */
function closeOnLink(close: () => void) {
  return (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest("a[href]")) close();
  };
}

/**
 * Spec §2 "Navigation menu", §4 "Navigation panel" (checklist N1–N11): a header button that opens a side panel
 * with the main entries and the networks, platforms and students sub-panels. The entries exist only when the
 * menu-sections flag is set, which needs the managed networks: that one call is made on every signed-in page
 * (shared with the networks page's cache); the sub-panels' lists load when they are opened. On a narrow screen
 * the same button also holds the layout's section links, so the header stays one row.
 */
export function NavigationMenu({ user, sectionLinks }: NavigationMenuProps) {
  const { t } = useTranslation();
  const id = useId();
  const networks = useManagedNetworks();
  const [state, dispatch] = useReducer(panelReducer, CLOSED);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => dispatch({ type: "close" }), []);
  const section = state.phase === "closed" ? null : state.section;
  const previousSection = useRef<PanelSection | null>(null);

  // The slide-out runs in CSS; the panel leaves the page after it whatever the motion setting, so a person who
  // asked for reduced motion gets the same timing without the movement.
  useEffect(() => {
    if (state.phase !== "closing") return;
    const timer = window.setTimeout(() => dispatch({ type: "slid-out" }), NAVIGATION_PANEL_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [state.phase]);

  // Another page (a link followed, a redirect) closes the panel.
  const { pathname } = useLocation();
  const openedAt = useRef(pathname);
  useEffect(() => {
    if (openedAt.current !== pathname) close();
    openedAt.current = pathname;
  }, [pathname, close]);

  // Moving between the main list and a sub-panel replaces the content: focus goes to 'Menu' in a sub-panel and
  // back to the entry that opened it on returning, so keyboard and screen reader users keep their place.
  useLayoutEffect(() => {
    if (state.phase !== "open") return;
    const from = previousSection.current;
    previousSection.current = state.section;
    if (from === state.section) return;
    if (state.section !== null) backRef.current?.focus();
    else if (from !== null) panelRef.current?.querySelector<HTMLElement>(`[data-section="${from}"]`)?.focus();
  }, [state]);

  const withSections = hasMenuSections(user, networks.data?.redes ?? []);
  if (!withSections && !sectionLinks) return null;

  const open = state.phase === "open";
  const dialogId = `${id}-panel`;
  const headingId = `${id}-heading`;
  const title =
    section === "redes"
      ? t("networks.title")
      : section === "administracao"
        ? t("administration.platforms")
        : section === "responsaveis"
          ? t("navPanel.students")
          : t("navPanel.title");
  return (
    <div className="nav-menu">
      <button
        ref={triggerRef}
        type="button"
        className="nav-menu__trigger"
        aria-label={t("navPanel.open")}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        onClick={() => dispatch({ type: open ? "close" : "open" })}
      >
        <MenuIcon />
      </button>
      {state.phase !== "closed" ? (
        <ModalDialog
          id={dialogId}
          labelledBy={headingId}
          className={open ? "nav-panel" : "nav-panel nav-panel--closing"}
          onClose={close}
          closeOnBackdrop
          returnFocus={triggerRef}
        >
          <div ref={panelRef} className="nav-panel__body" inert={!open}>
            <SectionHeader
              headingId={headingId}
              title={title}
              onBack={section ? () => dispatch({ type: "back" }) : undefined}
              backRef={backRef}
              onClose={close}
            />
            {section === null && sectionLinks ? (
              // biome-ignore lint/a11y/noStaticElementInteractions: the links inside are what is clicked; this only closes the panel after one
              // biome-ignore lint/a11y/useKeyWithClickEvents: a link followed by keyboard sends the same click
              <div className="nav-panel__section-links" onClick={closeOnLink(close)}>
                {sectionLinks}
              </div>
            ) : null}
            {section === null && withSections ? (
              <MainSection
                user={user}
                onShow={(next) => dispatch({ type: "show", section: next })}
                onNavigate={close}
              />
            ) : null}
            {section === "redes" ? <NetworksSection onLeave={close} /> : null}
            {section === "administracao" ? <PlatformsSection onLeave={close} /> : null}
            {section === "responsaveis" ? <StudentsSection onLeave={close} /> : null}
          </div>
        </ModalDialog>
      ) : null}
    </div>
  );
}
