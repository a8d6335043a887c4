import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "../../lib/i18n.ts";
import { SubmitButton } from "./submit-button.tsx";
import "./modal-dialog.css";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalDialogProps {
  /** `alertdialog` for messages that interrupt (errors, confirmations); `dialog` otherwise. */
  role?: "dialog" | "alertdialog";
  /**
   * A heading the dialog draws and is named by, with a close button beside it when `onClose` is given. Without
   * it the content brings its own heading (`labelledBy`) or the dialog is named by `label`.
   */
  title?: string;
  /** Id of the element that names the dialog (its heading). */
  labelledBy?: string;
  /** Accessible name, when no visible heading names the dialog. */
  label?: string;
  describedBy?: string;
  id?: string;
  /**
   * Called on Escape (and by the title's close button). Without it the dialog cannot be dismissed: the person
   * must act on it (forced password change, terms of use, a message that must be answered).
   */
  onClose?: () => void;
  /** A press on the backdrop outside the dialog calls `onClose` too (menus shown as a modal). */
  closeOnBackdrop?: boolean;
  /** What receives focus on opening; `[data-autofocus]`, then the first focusable content, otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** What gets focus back on closing (e.g. the button that opened it); the previously focused element otherwise. */
  returnFocus?: RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
}

function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/**
 * The one modal of the app: rendered at the end of <body>, everything else made `inert` (unreachable by
 * keyboard, pointer and assistive technology) while it is open, focus moved in and kept inside (Tab wraps),
 * Escape closes it when it may be closed (the topmost only: the event stops here), and focus is given back on
 * close. Modals stack: a newer one makes the older inert too, and gives it back when it closes.
 */
export function ModalDialog({
  role = "dialog",
  title,
  labelledBy,
  label,
  describedBy,
  id,
  onClose,
  closeOnBackdrop = false,
  initialFocus,
  returnFocus,
  className,
  children,
}: ModalDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [host] = useState(() => document.createElement("div"));
  const dialogRef = useRef<HTMLDivElement>(null);
  const initialFocusRef = useRef(initialFocus);
  const returnFocusRef = useRef(returnFocus);

  useLayoutEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    document.body.appendChild(host);
    const madeInert: Element[] = [];
    for (const element of Array.from(document.body.children)) {
      if (element === host || element.hasAttribute("inert") || element.tagName === "SCRIPT") continue;
      element.setAttribute("inert", "");
      madeInert.push(element);
    }
    document.documentElement.classList.add("has-modal");
    const dialog = dialogRef.current;
    if (dialog) {
      const preferred =
        initialFocusRef.current?.current ??
        dialog.querySelector<HTMLElement>("[data-autofocus]") ??
        focusables(dialog).find((element) => !element.classList.contains("modal__close"));
      (preferred ?? dialog).focus();
    }
    return () => {
      for (const element of madeInert) element.removeAttribute("inert");
      host.remove();
      if (!document.body.querySelector(".modal-backdrop"))
        document.documentElement.classList.remove("has-modal");
      const back = returnFocusRef.current?.current ?? previous;
      if (back?.isConnected) back.focus();
    };
  }, [host]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.stopPropagation();
      if (onClose) {
        event.preventDefault();
        onClose();
      }
      return;
    }
    if (event.key !== "Tab" || !dialogRef.current) return;
    const items = focusables(dialogRef.current);
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (
      event.shiftKey &&
      (document.activeElement === first || document.activeElement === dialogRef.current)
    ) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a press on the backdrop is a pointer shortcut; Escape and the dialog's own buttons close it too
    <div
      className="modal-backdrop"
      onMouseDown={
        closeOnBackdrop && onClose
          ? (event) => {
              if (event.target === event.currentTarget) onClose();
            }
          : undefined
      }
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the dialog itself handles Escape and Tab for what it contains */}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is dialog or alertdialog, both modal roles */}
      <div
        ref={dialogRef}
        id={id}
        className={className ? `modal ${className}` : "modal"}
        role={role}
        aria-modal="true"
        aria-label={label}
        aria-labelledby={title !== undefined ? titleId : labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
      >
        {title !== undefined ? (
          <div className="modal__header">
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
            {onClose ? (
              <button
                className="icon-button modal__close"
                type="button"
                aria-label={t("common.close")}
                onClick={onClose}
              >
                <span aria-hidden="true">×</span>
              </button>
            ) : null}
          </div>
        ) : null}
        {children}
      </div>
    </div>,
    host,
  );
}

interface ModalFormActionsProps {
  submitLabel: string;
  onCancel: () => void;
  /** Said to assistive technology while the form cannot be sent (sending, or not ready). */
  busy: boolean;
  /** The submit button takes the focus when the dialog opens. */
  autoFocusSubmit?: boolean;
}

/** A dialog form's closing row: 'Cancelar', then the button that sends it. */
export function ModalFormActions({ submitLabel, onCancel, busy, autoFocusSubmit }: ModalFormActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="modal__actions">
      <button className="button" type="button" onClick={onCancel}>
        {t("common.cancel")}
      </button>
      <SubmitButton busy={busy} data-autofocus={autoFocusSubmit || undefined}>
        {submitLabel}
      </SubmitButton>
    </div>
  );
}
