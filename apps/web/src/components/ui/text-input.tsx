import { isCounterVisible, normalizeTextInput } from "@trilha/contracts/rules/text-input";
import { type InputHTMLAttributes, type Ref, useId } from "react";
import { useTranslation } from "../../lib/i18n.ts";
import { FieldError } from "./field.tsx";
import "./text-input.css";

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "value" | "onChange" | "maxLength" | "id" | "type" | "aria-describedby" | "aria-invalid"
>;

interface TextInputProps extends NativeProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Keeps letters and spaces only (names). */
  lettersOnly?: boolean;
  /** No spaces, lower case, letters, digits and . _ - only. */
  loginStyle?: boolean;
  /** At most this many characters; past half of it a counter ("12/20") appears. */
  maxLength?: number;
  /** A message under the field that marks it invalid. */
  error?: string | null;
  /** A lasting explanation under the field, read out with it. */
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
  type?: "text" | "search" | "email" | "tel" | "url";
}

/** Characters as a person counts them (an emoji or accented letter is one), the same unit the rule cuts by. */
function lengthOf(value: string): number {
  return Array.from(value).length;
}

/**
 * Spec §5, checklist G6: a labelled text field that tidies what was typed when the person leaves it (trims,
 * collapses repeated spaces, and in its modes keeps letters only or login characters only). With a maximum
 * length, a counter appears past half of it, read out politely as it changes. Forms run the same rule,
 * `normalizeTextInput`, on submit.
 */
export function TextInput({
  label,
  value,
  onValueChange,
  lettersOnly,
  loginStyle,
  maxLength,
  error,
  hint,
  inputRef,
  type = "text",
  onBlur,
  ...native
}: TextInputProps) {
  const { t } = useTranslation();
  const id = useId();
  const length = lengthOf(value);
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const hintId = `${id}-hint`;
  const counterShown = maxLength !== undefined && isCounterVisible(length, maxLength);
  const describedBy = [error ? errorId : null, hint ? hintId : null, counterShown ? counterId : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="field text-input">
      <label htmlFor={`${id}-input`}>{label}</label>
      <input
        {...native}
        ref={inputRef}
        id={`${id}-input`}
        type={type}
        value={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy === "" ? undefined : describedBy}
        onChange={(event) => onValueChange(event.target.value)}
        onBlur={(event) => {
          const tidy = normalizeTextInput(value, { lettersOnly, loginStyle, maxLength });
          if (tidy !== value) onValueChange(tidy);
          onBlur?.(event);
        }}
      />
      {hint ? (
        <p className="muted text-input__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
      {/* In place from the start, so the first count is announced too; empty until past half of the limit. */}
      {maxLength !== undefined ? (
        <p className="text-input__counter" id={counterId} aria-live="polite">
          {counterShown ? (
            <>
              <span aria-hidden="true">{`${length}/${maxLength}`}</span>
              <span className="visually-hidden">
                {t("textInput.counter", { count: length, max: maxLength })}
              </span>
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}

interface AccountNameInputProps {
  value: string;
  onValueChange: (value: string) => void;
  /** Submitted empty: says the field is required. */
  missing: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** The account (RA or login) a person types to sign in or to ask for a new password. */
export function AccountNameInput({ missing, ...props }: AccountNameInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t("login.userLabel")}
      name="usuario"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      required
      error={missing ? t("common.fieldRequired") : null}
      {...props}
    />
  );
}
