import { type Ref, type SelectHTMLAttributes, useId } from "react";
import { FieldError } from "./field.tsx";

type NativeProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  "value" | "onChange" | "id" | "aria-describedby" | "aria-invalid" | "children"
>;

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

/** A select's options for a list of values, each in its own words. */
export function optionsOf<V extends string>(
  values: readonly V[],
  label: (value: V) => string,
): SelectOption<V>[] {
  return values.map((value) => ({ value, label: label(value) }));
}

/**
 * A labelled choice among options, as `TextInput` is a labelled text: the options first (an empty value reads as
 * "all" or "none", as its label says), a lasting hint and an error under it, both read out with the field.
 */
export function SelectField<V extends string>({
  label,
  value,
  options,
  emptyLabel,
  onValueChange,
  hint,
  error,
  fieldClassName,
  selectRef,
  ...native
}: NativeProps & {
  label: string;
  value: V;
  options: readonly SelectOption<V>[];
  /** The label of an empty value put before the options ("all", "nobody"), on a field that may stay empty. */
  emptyLabel?: "" extends V ? string : never;
  onValueChange: (value: V) => void;
  hint?: string;
  error?: string | null;
  /** A class beside `field` on the wrapper, for a toolbar's layout. */
  fieldClassName?: string;
  selectRef?: Ref<HTMLSelectElement>;
}) {
  const id = useId();
  const choices = emptyLabel === undefined ? options : [{ value: "" as V, label: emptyLabel }, ...options];
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ");
  return (
    <div className={fieldClassName ? `field ${fieldClassName}` : "field"}>
      <label htmlFor={id}>{label}</label>
      <select
        {...native}
        ref={selectRef}
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy === "" ? undefined : describedBy}
        onChange={(event) => onValueChange(event.target.value as V)}
      >
        {choices.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p className="muted" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
