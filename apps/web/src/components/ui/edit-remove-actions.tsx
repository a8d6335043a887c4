import { useState } from "react";
import { ConfirmDialog } from "./confirm-dialog.tsx";

interface EditRemoveActionsProps {
  editLabel: string;
  removeLabel: string;
  cancelLabel: string;
  /** What the confirmation asks before removing. */
  confirmMessage: string;
  /** The item's name, said after each button's label ("Editar: Aula ao vivo") and in the confirmation. */
  itemName?: string;
  /** Or the id of the element that describes the item, for buttons that keep their short names. */
  describedBy?: string;
  onEdit: () => void;
  onRemove: () => void;
}

/** An item's 'edit' and 'remove' buttons; removing asks first. */
export function EditRemoveActions(props: EditRemoveActionsProps) {
  const [confirming, setConfirming] = useState(false);
  const named = (label: string) => (props.itemName ? `${label}: ${props.itemName}` : undefined);
  return (
    <div className="notice-list__actions">
      <button
        type="button"
        className="button"
        aria-label={named(props.editLabel)}
        aria-describedby={props.describedBy}
        onClick={props.onEdit}
      >
        {props.editLabel}
      </button>
      <button
        type="button"
        className="button"
        aria-label={named(props.removeLabel)}
        aria-describedby={props.describedBy}
        onClick={() => setConfirming(true)}
      >
        {props.removeLabel}
      </button>
      {confirming ? (
        <ConfirmDialog
          title={props.removeLabel}
          confirmLabel={props.removeLabel}
          cancelLabel={props.cancelLabel}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            props.onRemove();
          }}
        >
          <p>{props.confirmMessage}</p>
          {props.itemName ? (
            <p>
              <strong>{props.itemName}</strong>
            </p>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
