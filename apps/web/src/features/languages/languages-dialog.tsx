import { useId } from "react";
import type { OpenedDialogProps } from "../../components/ui/dialog-button.tsx";
import { ModalDialog } from "../../components/ui/modal-dialog.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { LanguageOptions } from "./language-options.tsx";

/** Spec §2 "Languages dialog": choosing a language changes it and closes the dialog. */
export function LanguagesDialog({ onClose, returnFocus }: OpenedDialogProps) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <ModalDialog
      title={t("languagesDialog.title")}
      describedBy={hintId}
      onClose={onClose}
      returnFocus={returnFocus}
    >
      <p id={hintId} className="muted">
        {t("languagesDialog.hint")}
      </p>
      <LanguageOptions onChosen={onClose} />
    </ModalDialog>
  );
}
