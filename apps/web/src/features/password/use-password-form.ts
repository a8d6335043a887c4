import type { PasswordInput } from "@trilha/contracts/rules/password-policy";
import { useState } from "react";
import { type FieldMessages, hasMessages, messagesByField } from "./password-form-state.ts";

export interface PasswordFormValues {
  current: string;
  password: string;
  confirmation: string;
}

const EMPTY: PasswordFormValues = { current: "", password: "", confirmation: "" };
const NO_MESSAGES: FieldMessages = { current: [], password: [], confirmation: [] };

export interface PasswordForm {
  mode: PasswordInput["mode"];
  values: PasswordFormValues;
  /** Messages per field; empty until the first submit, then kept up to date as the person types. */
  messages: FieldMessages;
  set(field: keyof PasswordFormValues, value: string): void;
  /** Marks the form submitted; true when the shared rule finds nothing to say. */
  validate(): boolean;
  reset(): void;
}

/** State of a password form checked by the same rule the server applies (spec §5). */
export function usePasswordForm(mode: PasswordInput["mode"], userName: string | null): PasswordForm {
  const [values, setValues] = useState<PasswordFormValues>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const check = (next: PasswordFormValues) =>
    messagesByField({
      mode,
      current: next.current,
      password: next.password,
      confirmation: next.confirmation,
      userName,
    });
  return {
    mode,
    values,
    messages: submitted ? check(values) : NO_MESSAGES,
    set(field, value) {
      setValues((current) => ({ ...current, [field]: value }));
    },
    validate() {
      setSubmitted(true);
      return !hasMessages(check(values));
    },
    reset() {
      setValues(EMPTY);
      setSubmitted(false);
    },
  };
}
