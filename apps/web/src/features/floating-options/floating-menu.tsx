import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import { EXCLUDED_FROM_CAPTURE } from "../../lib/capture-exclude.ts";
import { useTranslation } from "../../lib/i18n.ts";
import "./floating-options.css";
import { ACCESSIBILITY_FIGURE, CLOSE_CROSS, Icon } from "../../components/ui/icon.tsx";

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
          <ul className="floating-menu__list menu-list">{children}</ul>
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
          <Icon d={CLOSE_CROSS} strokeWidth={2.5} strokeLinecap="round" />
        ) : (
          <Icon d={ACCESSIBILITY_FIGURE} filled />
        )}
        <span className="visually-hidden">{t("floating.toggle")}</span>
      </button>
    </aside>
  );
}
