import {
  type AccessibilitySettings,
  CONTRASTS,
  type Contrast,
  TEXT_SIZES,
  type TextSize,
} from "@trilha/contracts/rules/accessibility-settings";
import { DATA_SAVING_MODES, type DataSavingMode } from "@trilha/contracts/rules/data-saving";
import { type FormEvent, useId, useState } from "react";
import type { OpenedDialogProps } from "../../components/ui/dialog-button.tsx";
import { ModalDialog } from "../../components/ui/modal-dialog.tsx";
import { readDataSavingMode, saveDataSavingMode, useDataSaving } from "../../lib/data-saving.ts";
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

const DATA_SAVING_LABELS = {
  "economia-automatica": "accessibility.dataSavingAuto",
  "economia-ligada": "accessibility.dataSavingOn",
  "economia-desligada": "accessibility.dataSavingOff",
} as const satisfies Record<DataSavingMode, string>;

/**
 * Spec §2: contrast and text size, applied (and remembered) only on 'Aplicar'; beside them, data saving
 * (automatic by default: on when the browser asks to save data or the connection is 2G or 3G).
 */
export function AccessibilityDialog({ onClose, returnFocus }: OpenedDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [settings, setSettings] = useState<AccessibilitySettings>(readAccessibilitySettings);
  const [dataSaving, setDataSaving] = useState<DataSavingMode>(readDataSavingMode);
  const savingNow = useDataSaving();

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    saveAccessibilitySettings(settings);
    saveDataSavingMode(dataSaving);
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
        <fieldset className="choice-group" aria-describedby={`${id}-data-saving-hint`}>
          <legend>{t("accessibility.dataSaving")}</legend>
          <p id={`${id}-data-saving-hint`} className="choice-group__hint">
            {t("accessibility.dataSavingHint")}
            {savingNow ? ` ${t("accessibility.dataSavingActive")}` : null}
          </p>
          {DATA_SAVING_MODES.map((mode) => (
            <label key={mode} className="choice">
              <input
                type="radio"
                name={`${id}-data-saving`}
                value={mode}
                checked={dataSaving === mode}
                onChange={() => setDataSaving(mode)}
              />
              <span>{t(DATA_SAVING_LABELS[mode])}</span>
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
