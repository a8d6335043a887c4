import { type KeyboardEvent, type ReactNode, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import "./modal-dialog.css";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalDialogProps {
  /** `alertdialog` for messages that interrupt (errors, confirmations); `dialog` otherwise. */
  role?: "dialog" | "alertdialog";
  /** Id of the element that names the dialog (its heading). */
  labelledBy: string;
  describedBy?: string;
  /**
   * Called on Escape. Without it the dialog cannot be dismissed: the person must act on it (forced password
   * change, terms of use).
   */
  onClose?: () => void;
  className?: string;
  children: ReactNode;
}

function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/**
 * A modal over the whole page: rendered at the end of <body>, everything else made `inert` (unreachable by
 * keyboard, pointer and assistive technology) while it is open, focus kept inside, and given back on close.
 * Modals stack: a newer one makes the older inert too, and gives it back when it closes.
 */
export function ModalDialog({
  role = "dialog",
  labelledBy,
  describedBy,
  onClose,
  className,
  children,
}: ModalDialogProps) {
  const [host] = useState(() => document.createElement("div"));
  const dialogRef = useRef<HTMLDivElement>(null);

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
      const preferred = dialog.querySelector<HTMLElement>("[data-autofocus]") ?? focusables(dialog)[0];
      (preferred ?? dialog).focus();
    }
    return () => {
      for (const element of madeInert) element.removeAttribute("inert");
      host.remove();
      if (!document.body.querySelector(".modal-backdrop"))
        document.documentElement.classList.remove("has-modal");
      if (previous?.isConnected) previous.focus();
    };
  }, [host]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.stopPropagation();
      if (onClose) onClose();
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
    <div className="modal-backdrop">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the dialog itself handles Escape and Tab for what it contains */}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the role is dialog or alertdialog, both modal roles */}
      <div
        ref={dialogRef}
        className={className ? `modal ${className}` : "modal"}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
      >
        {children}
      </div>
    </div>,
    host,
  );
}
