import { type ReactNode, type RefObject, useRef, useState } from "react";

/** What a dialog opened by a `DialogButton` is given: where the focus goes back to, and how to close it. */
export interface OpenedDialogProps {
  returnFocus: RefObject<HTMLElement | null>;
  onClose: () => void;
}

interface DialogButtonProps {
  /** The entry's drawing, hidden from assistive technology: the label names it. */
  icon: ReactNode;
  label: string;
  dialog: (props: OpenedDialogProps) => ReactNode;
}

/** A button that opens a dialog, and gets the focus back when it closes. */
export function DialogButton({ icon, label, dialog }: DialogButtonProps) {
  const [open, setOpen] = useState(false);
  // Focus returns here on close even where a click does not focus the button (Safari).
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={buttonRef} type="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {icon}
        <span>{label}</span>
      </button>
      {open ? dialog({ returnFocus: buttonRef, onClose: () => setOpen(false) }) : null}
    </>
  );
}
