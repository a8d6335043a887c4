import { describe, expect, it } from "vitest";
import { estimatedHits, ipBucket, isOverLimit, retryAfterMs, windowStartOf } from "./rate-limit-window.ts";

const MINUTE = 60_000;
const start = 1_000 * MINUTE;

describe("sliding window", () => {
  it("aligns windows to multiples of their length", () => {
    expect(windowStartOf(start + 12_345, MINUTE)).toBe(start);
    expect(windowStartOf(start + MINUTE, MINUTE)).toBe(start + MINUTE);
  });

  it("weighs the previous window by the part of it still inside the last window length", () => {
    expect(estimatedHits({ previousHits: 10, currentHits: 2 }, start, MINUTE)).toBe(12);
    expect(estimatedHits({ previousHits: 10, currentHits: 2 }, start + MINUTE / 4, MINUTE)).toBe(9.5);
    expect(estimatedHits({ previousHits: 10, currentHits: 2 }, start + MINUTE - 1, MINUTE)).toBeCloseTo(2);
  });

  it("allows up to the limit and refuses beyond it", () => {
    expect(isOverLimit({ previousHits: 0, currentHits: 10 }, 10, start + 5, MINUTE)).toBe(false);
    expect(isOverLimit({ previousHits: 0, currentHits: 11 }, 10, start + 5, MINUTE)).toBe(true);
    // Half of the previous window's 10 hits still count in the middle of this one.
    expect(isOverLimit({ previousHits: 10, currentHits: 6 }, 10, start + MINUTE / 2, MINUTE)).toBe(true);
    expect(isOverLimit({ previousHits: 10, currentHits: 5 }, 10, start + MINUTE / 2, MINUTE)).toBe(false);
  });

  it("does not let a burst at a window edge double the limit", () => {
    // 10 hits at the very end of one window; the next window starts with almost all of them still counted.
    expect(isOverLimit({ previousHits: 10, currentHits: 1 }, 10, start + 100, MINUTE)).toBe(true);
  });

  it("says when the next hit fits: next window when this one is full", () => {
    const full = { previousHits: 0, currentHits: 10 };
    // Next window starts in 50 s; there 10 * (1 - f) <= 9 needs f >= 0.1, so 6 s more.
    expect(retryAfterMs(full, 10, start + 10_000, MINUTE)).toBe(56_000);
  });

  it("says when the next hit fits: later in this window as the previous one fades", () => {
    // 4 hits here, 12 before: 4 + 1 + 12 (1 - f) <= 10 needs f >= 7/12, i.e. 35 s into the window.
    expect(retryAfterMs({ previousHits: 12, currentHits: 4 }, 10, start + 5_000, MINUTE)).toBe(30_000);
  });

  it("never answers less than one second", () => {
    expect(retryAfterMs({ previousHits: 0, currentHits: 1 }, 10, start, MINUTE)).toBe(1_000);
  });
});

describe("ipBucket", () => {
  it("keeps IPv4 addresses whole and unwraps IPv4-mapped IPv6", () => {
    expect(ipBucket("203.0.113.7")).toBe("203.0.113.7");
    expect(ipBucket("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("groups IPv6 addresses by their /64", () => {
    expect(ipBucket("2001:db8:0:1:aaaa::1")).toBe("2001:db8:0:1::/64");
    expect(ipBucket("2001:0db8:0000:0001:ffff:ffff:ffff:ffff")).toBe("2001:db8:0:1::/64");
    expect(ipBucket("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(ipBucket("::1")).toBe("0:0:0:0::/64");
  });
});
