import { describe, expect, it } from "vitest";
import { normalizeLogin } from "./login-normalization.ts";

describe("normalizeLogin", () => {
  // Each rule with the logins it shows, as typed and as kept.
  it.each<[string, Record<string, string>]>([
    ["strips leading zeros of an RA", { "0001001": "1001" }],
    ["keeps zeros that are not leading", { "1000100": "1000100" }],
    ["leaves a login without leading zeros unchanged", { admin: "admin" }],
    ["strips leading zeros of non-numeric logins too", { "0abc": "abc", "00a0": "a0" }],
    ["keeps a single zero for a login made only of zeros", { "000": "0", "0": "0" }],
    ["trims surrounding whitespace before stripping", { "  00123\t\n": "123" }],
    ["keeps inner whitespace and case", { "João Silva": "João Silva", Admin: "Admin" }],
    ["returns an empty string for empty or whitespace-only input", { "": "", "   ": "" }],
  ])("%s", (_rule, examples) => {
    for (const [typed, kept] of Object.entries(examples)) expect(normalizeLogin(typed), typed).toBe(kept);
  });
});
