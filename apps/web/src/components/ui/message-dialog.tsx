import { useId } from "react";
import { useTranslation } from "../../lib/i18n.ts";
import { ModalDialog } from "./modal-dialog.tsx";

interface MessageDialogProps {
  title: string;
  message: string;
  /** The button's label; 'Entendi' unless told. */
  buttonLabel?: string;
  onClose: () => void;
}

/** Spec §8: a message in an alert with one button ('Entendi' or 'Prosseguir'); Escape presses it too. */
export function MessageDialog({ title, message, buttonLabel, onClose }: MessageDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <ModalDialog role="alertdialog" labelledBy={`${id}-title`} describedBy={`${id}-text`} onClose={onClose}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p id={`${id}-text`}>{message}</p>
      <div className="modal__actions">
        <button className="button button--primary" type="button" onClick={onClose} data-autofocus>
          {buttonLabel ?? t("common.understood")}
        </button>
      </div>
    </ModalDialog>
  );
}
