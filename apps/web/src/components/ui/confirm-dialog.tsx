import type { ReactNode } from "react";
import { useTranslation } from "../../lib/i18n.ts";
import { ModalDialog } from "./modal-dialog.tsx";

interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The way out; 'Cancelar' unless the act needs its own words. */
  cancelLabel?: string | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before something that cannot be undone; the focus starts on the way out, not on the act. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <ModalDialog role="alertdialog" title={title} onClose={onCancel}>
      {children}
      <div className="modal__actions">
        <button className="button" type="button" data-autofocus onClick={onCancel}>
          {cancelLabel ?? t("common.cancel")}
        </button>
        <button className="button button--primary" type="button" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
