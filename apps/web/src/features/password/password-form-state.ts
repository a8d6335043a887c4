import {
  PASSWORD_MESSAGE_KEYS,
  type PasswordInput,
  type PasswordProblem,
  passwordProblems,
} from "@trilha/contracts/rules/password-policy";
import { ApiError } from "../../lib/api-error.ts";

export type PasswordField = "current" | "password" | "confirmation";

const FIELD_OF: Record<PasswordProblem, PasswordField> = {
  currentRequired: "current",
  passwordRequired: "password",
  tooShort: "password",
  tooLong: "password",
  notAllowed: "password",
  sameAsCurrent: "password",
  confirmationRequired: "confirmation",
  mismatch: "confirmation",
};

export type FieldMessages = Record<PasswordField, string[]>;

/** The shared rule's problems as catalogue keys under the field each one is about. */
export function messagesByField(input: PasswordInput): FieldMessages {
  const result: FieldMessages = { current: [], password: [], confirmation: [] };
  for (const problem of passwordProblems(input))
    result[FIELD_OF[problem]].push(PASSWORD_MESSAGE_KEYS[problem]);
  return result;
}

export function hasMessages(messages: FieldMessages): boolean {
  return messages.current.length + messages.password.length + messages.confirmation.length > 0;
}

export type PasswordFailure =
  /** Spec §8: 401 or 403 sends the person to sign in. */
  | { kind: "login"; expired: boolean; message: string | null }
  /** Anything else: the server's text, or the generic message when there is none, in an alert. */
  | { kind: "alert"; message: string | null };

export function passwordFailure(error: unknown): PasswordFailure {
  if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
    return { kind: "login", expired: error.status === 401, message: error.serverMessage };
  }
  return { kind: "alert", message: error instanceof ApiError ? error.serverMessage : null };
}
