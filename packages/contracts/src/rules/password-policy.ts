import { foldedText } from "./folded-text.ts";

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 50;

// The spec's "creator names" are our brand names.
export const PASSWORD_BLACKLIST = ["trilha", "123456", "1234567", "12345678", "123456789"] as const;

export type PasswordProblem =
  | "currentRequired"
  | "passwordRequired"
  | "confirmationRequired"
  | "tooShort"
  | "tooLong"
  | "mismatch"
  | "notAllowed"
  | "sameAsCurrent";

export interface PasswordInput {
  mode: "change" | "create" | "reset";
  current?: string;
  password: string;
  confirmation: string;
  userName?: string | null;
}

export const PASSWORD_MESSAGE_KEYS: Record<PasswordProblem, string> = {
  currentRequired: "password.currentRequired",
  passwordRequired: "password.passwordRequired",
  confirmationRequired: "password.confirmationRequired",
  tooShort: "password.tooShort",
  tooLong: "password.tooLong",
  mismatch: "password.mismatch",
  notAllowed: "password.notAllowed",
  sameAsCurrent: "password.sameAsCurrent",
};

// Name words shorter than this ("de", "da", "Li") would reject far too many ordinary passwords.
const MIN_NAME_PART_LENGTH = 3;

function codePointLength(value: string): number {
  return Array.from(value).length;
}

function forbiddenWords(userName: string | null | undefined): string[] {
  const words: string[] = [...PASSWORD_BLACKLIST];
  const name = foldedText(userName ?? "")
    .trim()
    .replace(/\s+/g, " ");
  if (codePointLength(name) >= MIN_NAME_PART_LENGTH) words.push(name);
  for (const part of name.split(/[^\p{L}\p{N}]+/u)) {
    if (codePointLength(part) >= MIN_NAME_PART_LENGTH) words.push(part);
  }
  return words;
}

/**
 * Every problem of a password form, in a stable order. Passwords are never trimmed: spaces are legitimate
 * characters, so only an empty string counts as missing.
 */
export function passwordProblems(input: PasswordInput): PasswordProblem[] {
  const { mode, current, password, confirmation, userName } = input;
  const problems: PasswordProblem[] = [];
  const isChange = mode === "change";

  if (isChange && !current) problems.push("currentRequired");
  if (password === "") problems.push("passwordRequired");
  if (confirmation === "") problems.push("confirmationRequired");

  // Checks below describe the new password; a missing one is already reported as required.
  if (password !== "") {
    const length = codePointLength(password);
    if (length < PASSWORD_MIN_LENGTH) problems.push("tooShort");
    if (length > PASSWORD_MAX_LENGTH) problems.push("tooLong");
    if (confirmation !== "" && confirmation !== password) problems.push("mismatch");
    const folded = foldedText(password);
    if (forbiddenWords(userName).some((word) => folded.includes(word))) problems.push("notAllowed");
    if (isChange && current && password === current) problems.push("sameAsCurrent");
  }

  return problems;
}
