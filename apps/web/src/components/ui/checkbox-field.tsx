import { useId } from "react";

/** A checkbox and its label after it, in a row of the form's own `className`. */
export function CheckboxField({
  className,
  label,
  checked,
  onChange,
}: {
  className: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className={className}>
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
