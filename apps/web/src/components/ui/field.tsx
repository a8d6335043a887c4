import { type InputHTMLAttributes, type ReactNode, useId } from "react";
// The default hint is drawn as a text field's.
import "./text-input.css";

/** What a `Field` gives its control: the id its label names, and the hint and error to read out with it. */
export interface FieldControl {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/** What a `Field` shows around its control. */
interface FieldFrame {
  label: string;
  hint?: string | null;
  hintClassName?: string;
  error?: string | null;
  /** Ids of text outside the field that describes it too (a note shared by several fields). */
  describedBy?: string;
  /** A class beside `field` on the wrapper. */
  className?: string;
}

/** A field's error under it, its id named by the control's `aria-describedby`; nothing while there is none. */
export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  return message ? (
    <p className="field__error" id={id}>
      {message}
    </p>
  ) : null;
}

/**
 * A labelled native control (a textarea, a date, a plain select or input, which keep what was typed as it is,
 * where `TextInput` tidies it): its hint and error under it, both read out with it after any text named in
 * `describedBy`. `children` draws the control with the props it is handed.
 */
export function Field({
  label,
  hint,
  hintClassName = "muted text-input__hint",
  error,
  describedBy,
  className,
  children,
}: FieldFrame & { children: (control: FieldControl) => ReactNode }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const description = [describedBy, hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div className={className ? `field ${className}` : "field"}>
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": description === "" ? undefined : description,
      })}
      {hint ? (
        <p className={hintClassName} id={hintId}>
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A `Field` holding a plain `<input>`: what is typed is kept as it is. */
export function PlainInput({
  label,
  hint,
  hintClassName,
  error,
  describedBy,
  className,
  onValueChange,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "onChange" | "aria-invalid" | "aria-describedby"> &
  FieldFrame & {
    value: string;
    onValueChange: (value: string) => void;
  }) {
  return (
    <Field
      label={label}
      hint={hint}
      hintClassName={hintClassName}
      error={error}
      describedBy={describedBy}
      className={className}
    >
      {(control) => <input {...input} {...control} onChange={(event) => onValueChange(event.target.value)} />}
    </Field>
  );
}
