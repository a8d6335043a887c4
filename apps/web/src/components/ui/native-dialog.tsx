import { type ReactNode, useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import "./native-dialog.css";

interface NativeDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Wide enough for a list; the default suits a message. */
  size?: "small" | "medium";
  /** A dialog that must be answered (e.g. 'Prosseguir') has no close button and ignores Escape. */
  dismissible?: boolean;
  /** `alertdialog` for a message the person must acknowledge. */
  role?: "dialog" | "alertdialog";
}

/**
 * A modal on the native <dialog>: the page behind is inert, focus stays inside, Escape closes the topmost one
 * only (spec §4 "Modal"), and focus returns to where it was when the dialog closes.
 */
export function NativeDialog({
  title,
  onClose,
  children,
  size = "small",
  dismissible = true,
  role = "dialog",
}: NativeDialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === "function" && !dialog.open) dialog.showModal();
    else dialog.setAttribute("open", "");
    return () => {
      if (typeof dialog.close === "function" && dialog.open) dialog.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`native-dialog native-dialog--${size}`}
      role={role === "alertdialog" ? "alertdialog" : undefined}
      aria-labelledby={`${id}-title`}
      aria-modal="true"
      onCancel={(event) => {
        // Escape: the browser would close the dialog by itself; React state decides instead.
        event.preventDefault();
        if (dismissible) onCloseRef.current();
      }}
    >
      <div className="native-dialog__header">
        <h2 id={`${id}-title`} className="native-dialog__title">
          {title}
        </h2>
        {dismissible ? (
          <button className="native-dialog__close" type="button" onClick={() => onCloseRef.current()}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t("common.close")}</span>
          </button>
        ) : null}
      </div>
      <div className="native-dialog__body">{children}</div>
    </dialog>
  );
}
