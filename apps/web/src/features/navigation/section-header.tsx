import type { Ref } from "react";
import { useTranslation } from "../../lib/i18n.ts";
import { ChevronIcon } from "./icons.tsx";

interface SectionHeaderProps {
  headingId: string;
  title: string;
  /** Sub-panels only: the way back to the main list. */
  onBack?: () => void;
  backRef?: Ref<HTMLButtonElement>;
  onClose: () => void;
}

/** The panel's top: 'Menu' back button in a sub-panel (spec §2), the heading that names the panel, close. */
export function SectionHeader({ headingId, title, onBack, backRef, onClose }: SectionHeaderProps) {
  const { t } = useTranslation();
  return (
    <div className="nav-panel__header">
      <div className="nav-panel__bar">
        {onBack ? (
          <button ref={backRef} type="button" className="nav-panel__back" onClick={onBack}>
            <ChevronIcon direction="left" />
            {t("navPanel.back")}
          </button>
        ) : null}
        {/* modal__close: the dialog puts first focus on the panel's content, not on closing it. */}
        <button type="button" className="icon-button modal__close nav-panel__close" onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t("navPanel.close")}</span>
        </button>
      </div>
      <h2 id={headingId} className="nav-panel__title">
        {title}
      </h2>
    </div>
  );
}
