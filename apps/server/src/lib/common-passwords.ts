import fs from "node:fs";
import { createRequire } from "node:module";

/**
 * The most used passwords seen in public breaches: zxcvbn-ts's "passwords" dictionary (MIT), about 49 000
 * lower-case entries ranked by frequency, read from the package's plain JSON source. It lives on the server
 * only: the browser bundle keeps the small spec blacklist (packages/contracts rules/password-policy.ts).
 */
const LIST_MODULE = "@zxcvbn-ts/language-common/src/passwords.json";

let list: ReadonlySet<string> | undefined;

function commonPasswords(): ReadonlySet<string> {
  if (!list) {
    const file = createRequire(import.meta.url).resolve(LIST_MODULE);
    const entries: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
    if (!Array.isArray(entries) || entries.length < 10_000) {
      throw new Error(`${LIST_MODULE} is not the list of common passwords it should be`);
    }
    list = new Set(entries.map((entry) => String(entry).toLowerCase()));
  }
  return list;
}

/** Case-insensitive exact match: "QWERTY123" is as guessable as "qwerty123"; "qwerty123-trilho" is not on it. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** How many passwords the list holds (for the documentation and its test). */
export function commonPasswordCount(): number {
  return commonPasswords().size;
}
