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

/** One `CheckboxField` per item, named by its `nome`: checking it adds the item's id to the chosen ones. */
export function CheckboxList({
  className,
  items,
  chosen,
  setChosen,
}: {
  className: string;
  items: readonly { id: number; nome: string }[];
  chosen: readonly number[];
  setChosen: (update: (current: readonly number[]) => number[]) => void;
}) {
  return items.map((item) => (
    <CheckboxField
      key={item.id}
      className={className}
      label={item.nome}
      checked={chosen.includes(item.id)}
      onChange={(checked) =>
        setChosen((current) => (checked ? [...current, item.id] : current.filter((id) => id !== item.id)))
      }
    />
  ));
}
