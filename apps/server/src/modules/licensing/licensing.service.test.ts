import { NEW_USER_DAYS } from "@trilha/contracts/licensing.calls";
import { describe, expect, it } from "vitest";
import { isNewAccount } from "./licensing.service.ts";

const now = new Date("2026-11-26T12:00:00.000Z");
const daysAgo = (days: number, extraMs = 0) =>
  new Date(now.getTime() - days * 86_400_000 - extraMs).toISOString();

describe("isNewAccount", () => {
  it("is new on the day the account was created", () => {
    expect(isNewAccount(now.toISOString(), now)).toBe(true);
    expect(isNewAccount(daysAgo(1), now)).toBe(true);
  });

  it(`stays new for ${NEW_USER_DAYS} days, not one millisecond more`, () => {
    expect(isNewAccount(daysAgo(NEW_USER_DAYS, -1), now)).toBe(true);
    expect(isNewAccount(daysAgo(NEW_USER_DAYS), now)).toBe(false);
    expect(isNewAccount(daysAgo(365), now)).toBe(false);
  });

  it("does not count a creation date in the future or one it cannot read", () => {
    expect(isNewAccount(daysAgo(-1), now)).toBe(false);
    expect(isNewAccount("ontem", now)).toBe(false);
  });
});
