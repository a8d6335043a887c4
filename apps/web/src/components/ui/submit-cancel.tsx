/** A form's submit button and, beside it, the plain button that backs out of it or clears it. */
export function SubmitCancel({
  className,
  submitLabel,
  cancelLabel,
  onCancel,
  disabled,
}: {
  /** The row's class, for its form's layout. */
  className: string;
  submitLabel: string;
  cancelLabel: string;
  onCancel: () => void;
  disabled?: boolean;
}) {
  return (
    <div className={className}>
      <button className="button button--primary" type="submit" disabled={disabled}>
        {submitLabel}
      </button>
      <button className="button" type="button" onClick={onCancel}>
        {cancelLabel}
      </button>
    </div>
  );
}
