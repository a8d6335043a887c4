import { type ReactNode, type RefObject, useEffect, useRef } from "react";
import { createPortal } from "react-dom";

interface ModalDialogProps {
  role?: "dialog" | "alertdialog";
  /** Accessible name, when no visible heading names the dialog. */
  label?: string;
  labelledBy?: string;
  describedBy?: string;
  id?: string;
  className?: string;
  /** Escape calls it; without it the dialog can only be left through its own buttons. */
  onClose?: () => void;
  /** What receives focus on opening; the first focusable element otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** What gets focus back on closing (e.g. the button that opened it); the previously focused element otherwise. */
  returnFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal in the page's top layer: everything else is inert while it is open, focus moves in and stays in
 * (Tab wraps), Escape closes it when it may be closed, and focus returns where it was when it closes.
 */
export function ModalDialog({
  role = "dialog",
  label,
  labelledBy,
  describedBy,
  id,
  className,
  onClose,
  initialFocus,
  returnFocus,
  children,
}: ModalDialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = containerRef.current;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Everything outside this dialog stops taking focus or clicks (a later dialog makes this one inert too).
    const outside = Array.from(document.body.children).filter(
      (element) => element !== container && !element.hasAttribute("inert"),
    );
    for (const element of outside) element.setAttribute("inert", "");
    const target = initialFocus?.current ?? panelRef.current?.querySelector<HTMLElement>(FOCUSABLE);
    (target ?? panelRef.current)?.focus();
    return () => {
      for (const element of outside) element.removeAttribute("inert");
      const back = returnFocus?.current ?? previous;
      if (back?.isConnected) back.focus();
    };
  }, [initialFocus, returnFocus]);

  // Listeners are attached here rather than as JSX props: the panel and backdrop are not widgets themselves.
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useEffect(() => {
    const panel = panelRef.current;
    const backdrop = containerRef.current;
    if (!panel || !backdrop) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const close = onCloseRef.current;
      if (event.key === "Escape" && close) {
        event.stopPropagation();
        close();
        return;
      }
      if (event.key === "Tab") keepFocusInside(panel, event);
    };
    // A press on the backdrop itself (not inside the panel) closes a dismissible dialog.
    const onMouseDown = (event: MouseEvent) => {
      if (event.target === backdrop) onCloseRef.current?.();
    };
    panel.addEventListener("keydown", onKeyDown);
    backdrop.addEventListener("mousedown", onMouseDown);
    return () => {
      panel.removeEventListener("keydown", onKeyDown);
      backdrop.removeEventListener("mousedown", onMouseDown);
    };
  }, []);

  const panelProps = {
    ref: panelRef,
    id,
    "aria-modal": true,
    "aria-label": label,
    "aria-labelledby": labelledBy,
    "aria-describedby": describedBy,
    className: className ? `modal-panel ${className}` : "modal-panel",
    tabIndex: -1,
  } as const;
  return createPortal(
    <div ref={containerRef} className="modal-backdrop">
      {role === "alertdialog" ? (
        <div role="alertdialog" {...panelProps}>
          {children}
        </div>
      ) : (
        <div role="dialog" {...panelProps}>
          {children}
        </div>
      )}
    </div>,
    document.body,
  );
}

/** Tab from the last focusable element goes to the first, Shift+Tab from the first to the last. */
function keepFocusInside(panel: HTMLElement, event: KeyboardEvent) {
  const focusable = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && (document.activeElement === first || document.activeElement === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
