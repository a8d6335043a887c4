import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import { EXCLUDED_FROM_CAPTURE } from "../../lib/capture-exclude.ts";
import { useTranslation } from "../../lib/i18n.ts";
import "./floating-options.css";

/**
 * Spec §2/§4 "Floating options": a button that shows and hides the list of options (a disclosure: open or
 * closed, told by aria-expanded). Each child is one `<li>` holding a link or a button; the list styles them.
 */
export function FloatingMenu({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  function closeOnEscape(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== "Escape" || !open) return;
    event.preventDefault();
    setOpen(false);
    toggleRef.current?.focus();
  }

  return (
    <aside
      className="floating-menu"
      aria-label={t("layout.floatingOptions")}
      onKeyDown={closeOnEscape}
      {...EXCLUDED_FROM_CAPTURE}
    >
      {open ? (
        <div className="floating-menu__panel" id={panelId}>
          <ul className="floating-menu__list">{children}</ul>
        </div>
      ) : null}
      <button
        ref={toggleRef}
        className="floating-menu__toggle"
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        title={t("floating.toggle")}
        onClick={() => setOpen((current) => !current)}
      >
        {open ? (
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
          </svg>
        ) : (
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="4.5" r="2.2" fill="currentColor" />
            <path
              fill="currentColor"
              d="M4 8a1 1 0 0 1 1.2-.7c2.3.6 4.5.9 6.8.9s4.5-.3 6.8-.9a1 1 0 1 1 .5 1.9c-1.7.5-3.4.8-5.3.9V13l2 7.7a1 1 0 1 1-1.9.5L12.3 15h-.6L10 21.2a1 1 0 1 1-1.9-.5L10 13v-2.9c-1.9-.1-3.6-.4-5.3-.9A1 1 0 0 1 4 8Z"
            />
          </svg>
        )}
        <span className="visually-hidden">{t("floating.toggle")}</span>
      </button>
    </aside>
  );
}
