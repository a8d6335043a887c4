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
import { RadioChoices } from "../../components/ui/radio-choices.tsx";
import { readDataSavingMode, saveDataSavingMode, useDataSaving } from "../../lib/data-saving.ts";
import { useTranslation } from "../../lib/i18n.ts";
import { readAccessibilitySettings, saveAccessibilitySettings } from "./accessibility-settings.ts";

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
        <RadioChoices
          legend={t("accessibility.contrast")}
          name={`${id}-contrast`}
          options={CONTRASTS}
          value={settings.contrast}
          onChoose={(contrast) => setSettings((current) => ({ ...current, contrast }))}
          label={(contrast) => <span>{t(CONTRAST_LABELS[contrast])}</span>}
        />
        <RadioChoices
          legend={t("accessibility.textSize")}
          name={`${id}-text-size`}
          options={TEXT_SIZES}
          value={settings.textSize}
          onChoose={(textSize) => setSettings((current) => ({ ...current, textSize }))}
          label={(textSize) => <span>{t(TEXT_SIZE_LABELS[textSize])}</span>}
        />
        <RadioChoices
          legend={t("accessibility.dataSaving")}
          hint={{
            id: `${id}-data-saving-hint`,
            text: (
              <>
                {t("accessibility.dataSavingHint")}
                {savingNow ? ` ${t("accessibility.dataSavingActive")}` : null}
              </>
            ),
          }}
          name={`${id}-data-saving`}
          options={DATA_SAVING_MODES}
          value={dataSaving}
          onChoose={setDataSaving}
          label={(mode) => <span>{t(DATA_SAVING_LABELS[mode])}</span>}
        />
        <div className="modal__actions">
          <button className="button button--primary" type="submit">
            {t("accessibility.apply")}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
