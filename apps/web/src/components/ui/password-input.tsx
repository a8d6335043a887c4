import { PASSWORD_INPUT_MAX_LENGTH } from "@trilha/contracts/limits";
import { type Ref, useId } from "react";
import { FieldError } from "./field.tsx";

interface PasswordInputProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Lets password managers fill it (current-password) or offer a new one (new-password). */
  autoComplete: "current-password" | "new-password";
  /** A message under the field that marks it invalid. */
  error?: string | null;
  name?: string;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A labelled password field with its error under it, tied to it for screen readers. Passwords are never
 * tidied like text (spaces count), so this is not a TextInput.
 */
export function PasswordInput({
  label,
  value,
  onValueChange,
  autoComplete,
  error,
  name,
  autoFocus,
  inputRef,
}: PasswordInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={`${id}-input`}>{label}</label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        name={name}
        type="password"
        autoComplete={autoComplete}
        required
        maxLength={PASSWORD_INPUT_MAX_LENGTH}
        data-autofocus={autoFocus || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
