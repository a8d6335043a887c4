import { REAUTHENTICATION_WINDOW_MINUTES } from "@trilha/contracts/call";
import { describe, expect, it } from "vitest";
import { isRecentlyAuthenticated } from "./recent-authentication.ts";

const now = new Date("2026-11-26T12:00:00.000Z");
const minutesBefore = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
const window = REAUTHENTICATION_WINDOW_MINUTES;

describe("isRecentlyAuthenticated", () => {
  it("counts a sign-in within the window, up to its last millisecond", () => {
    expect(isRecentlyAuthenticated({ created_at: minutesBefore(0), reauthenticated_at: null }, now)).toBe(
      true,
    );
    expect(
      isRecentlyAuthenticated({ created_at: minutesBefore(window), reauthenticated_at: null }, now),
    ).toBe(true);
    expect(
      isRecentlyAuthenticated(
        { created_at: minutesBefore(window + 1 / 60_000), reauthenticated_at: null },
        now,
      ),
    ).toBe(false);
  });

  it("counts a password confirmation through an older session", () => {
    const old = minutesBefore(24 * 60);
    expect(isRecentlyAuthenticated({ created_at: old, reauthenticated_at: minutesBefore(3) }, now)).toBe(
      true,
    );
    expect(
      isRecentlyAuthenticated({ created_at: old, reauthenticated_at: minutesBefore(window + 1) }, now),
    ).toBe(false);
  });
});
