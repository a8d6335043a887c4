import { type ReactNode, useState } from "react";
import { ConfirmDialog } from "./confirm-dialog.tsx";

interface ConfirmButtonProps {
  /** The button's own classes: `button` and any modifier. */
  className: string;
  /** The accessible name, when the visible label alone does not say what it acts on. */
  "aria-label"?: string;
  label: string;
  /** The act is on its way: the button stays in the keyboard order but asks nothing. */
  busy: boolean;
  title: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** Runs once the person confirms, after the dialog closes. */
  onConfirm: () => void;
  /** What the dialog says about the act. */
  children: ReactNode;
}

/** A button for something that cannot be undone: it asks first through a `ConfirmDialog`. */
export function ConfirmButton({
  className,
  "aria-label": ariaLabel,
  label,
  busy,
  title,
  confirmLabel,
  cancelLabel,
  onConfirm,
  children,
}: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={ariaLabel}
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) setAsking(true);
        }}
      >
        {label}
      </button>
      {asking ? (
        <ConfirmDialog
          title={title}
          confirmLabel={confirmLabel}
          cancelLabel={cancelLabel}
          onConfirm={() => {
            setAsking(false);
            onConfirm();
          }}
          onCancel={() => setAsking(false)}
        >
          {children}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
