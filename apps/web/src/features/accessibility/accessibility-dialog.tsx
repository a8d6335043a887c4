import {
  type AccessibilitySettings,
  CONTRASTS,
  type Contrast,
  TEXT_SIZES,
  type TextSize,
} from "@trilha/contracts/rules/accessibility-settings";
import { type FormEvent, type RefObject, useId, useState } from "react";
import { ModalDialog } from "../../components/ui/modal-dialog.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { readAccessibilitySettings, saveAccessibilitySettings } from "./accessibility-settings.ts";
import "./accessibility.css";

const CONTRAST_LABELS = {
  "contraste-padrao": "accessibility.contrastDefault",
  "contraste-altocontraste": "accessibility.contrastHigh",
  "contraste-escalacinza": "accessibility.contrastGrayscale",
  "contraste-escuro": "accessibility.contrastDark",
} as const satisfies Record<Contrast, string>;

const TEXT_SIZE_LABELS = {
  "fontes-padrao": "accessibility.textNormal",
  "fontes-grandes": "accessibility.textLarge",
  "fontes-gigantes": "accessibility.textExtraLarge",
} as const satisfies Record<TextSize, string>;

/** Spec §2: contrast and text size, applied (and remembered) only on 'Aplicar'. */
interface AccessibilityDialogProps {
  onClose: () => void;
  returnFocus?: RefObject<HTMLElement | null>;
}

export function AccessibilityDialog({ onClose, returnFocus }: AccessibilityDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [settings, setSettings] = useState<AccessibilitySettings>(readAccessibilitySettings);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    saveAccessibilitySettings(settings);
    onClose();
  }

  return (
    <ModalDialog
      title={t("accessibility.title")}
      onClose={onClose}
      returnFocus={returnFocus}
      className="accessibility-dialog"
    >
      <form onSubmit={apply}>
        <fieldset className="choice-group">
          <legend>{t("accessibility.contrast")}</legend>
          {CONTRASTS.map((contrast) => (
            <label key={contrast} className="choice">
              <input
                type="radio"
                name={`${id}-contrast`}
                value={contrast}
                checked={settings.contrast === contrast}
                onChange={() => setSettings((current) => ({ ...current, contrast }))}
              />
              <span>{t(CONTRAST_LABELS[contrast])}</span>
            </label>
          ))}
        </fieldset>
        <fieldset className="choice-group">
          <legend>{t("accessibility.textSize")}</legend>
          {TEXT_SIZES.map((textSize) => (
            <label key={textSize} className="choice">
              <input
                type="radio"
                name={`${id}-text-size`}
                value={textSize}
                checked={settings.textSize === textSize}
                onChange={() => setSettings((current) => ({ ...current, textSize }))}
              />
              <span>{t(TEXT_SIZE_LABELS[textSize])}</span>
            </label>
          ))}
        </fieldset>
        <div className="modal__actions">
          <button className="button button--primary" type="submit">
            {t("accessibility.apply")}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
