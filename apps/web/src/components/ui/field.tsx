import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from "react";
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

/** A plain control's own attributes, the field around it, and what is typed, kept as it is. */
type PlainProps<Attributes> = Omit<Attributes, "id" | "onChange" | "aria-invalid" | "aria-describedby"> &
  FieldFrame & {
    value: string;
    onValueChange: (value: string) => void;
  };

/** Splits a plain control's props into its field's frame and the control's own attributes. */
function splitFrame<Control extends object>({
  label,
  hint,
  hintClassName,
  error,
  describedBy,
  className,
  ...control
}: FieldFrame & Control): [FieldFrame, Omit<Control, keyof FieldFrame>] {
  return [{ label, hint, hintClassName, error, describedBy, className }, control];
}

/** A `Field` holding a plain `<input>`: what is typed is kept as it is. */
export function PlainInput({ onValueChange, ...props }: PlainProps<InputHTMLAttributes<HTMLInputElement>>) {
  const [frame, input] = splitFrame(props);
  return (
    <Field {...frame}>
      {(control) => <input {...input} {...control} onChange={(event) => onValueChange(event.target.value)} />}
    </Field>
  );
}

/** A `Field` holding a plain `<textarea>`: what is typed is kept as it is. */
export function PlainTextArea({
  onValueChange,
  ...props
}: PlainProps<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  const [frame, textarea] = splitFrame(props);
  return (
    <Field {...frame}>
      {(control) => (
        <textarea {...textarea} {...control} onChange={(event) => onValueChange(event.target.value)} />
      )}
    </Field>
  );
}
