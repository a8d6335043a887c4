import type { ComponentProps, TextareaHTMLAttributes } from "react";
import { Field } from "./field.tsx";

type PlainTextareaProps = Omit<ComponentProps<typeof Field>, "children"> &
  Omit<
    TextareaHTMLAttributes<HTMLTextAreaElement>,
    "id" | "onChange" | "aria-invalid" | "aria-describedby"
  > & {
    value: string;
    onValueChange: (value: string) => void;
  };

/** A `Field` holding a `<textarea>`, as `PlainInput` holds an `<input>`: what is typed is kept as it is. */
export function PlainTextarea({ onValueChange, ...props }: PlainTextareaProps) {
  const { label, hint, hintClassName, error, describedBy, className, ...textarea } = props;
  const frame = { label, hint, hintClassName, error, describedBy, className };
  return (
    <Field {...frame}>
      {(control) => (
        <textarea {...textarea} {...control} onChange={(event) => onValueChange(event.target.value)} />
      )}
    </Field>
  );
}
