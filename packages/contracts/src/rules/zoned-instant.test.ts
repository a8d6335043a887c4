import { describe, expect, it } from "vitest";
import { instantOfWallClock, zoneClock } from "./zoned-instant.ts";

const iso = (instant: number) => new Date(instant).toISOString();

describe("wall clocks of a time zone", () => {
  it("reads the wall clock of São Paulo (UTC−3) at an instant", () => {
    expect(zoneClock(Date.parse("2026-03-01T02:30:45Z"), "America/Sao_Paulo")).toEqual({
      year: 2026,
      month: 2,
      day: 28,
      hour: 23,
      minute: 30,
      second: 45,
    });
  });

  it("finds the instant a wall-clock time means, at midnight and at the day's end", () => {
    expect(iso(instantOfWallClock({ year: 2026, month: 3, day: 31 }, "America/Sao_Paulo"))).toBe(
      "2026-03-31T03:00:00.000Z",
    );
    expect(
      iso(instantOfWallClock({ year: 2026, month: 12, day: 31, hour: 23, minute: 59 }, "America/Sao_Paulo")),
    ).toBe("2027-01-01T02:59:00.000Z");
  });

  it("crosses a daylight-saving change right (New York, spring and autumn)", () => {
    expect(iso(instantOfWallClock({ year: 2026, month: 3, day: 8, hour: 12 }, "America/New_York"))).toBe(
      "2026-03-08T16:00:00.000Z",
    );
    expect(iso(instantOfWallClock({ year: 2026, month: 11, day: 1, hour: 12 }, "America/New_York"))).toBe(
      "2026-11-01T17:00:00.000Z",
    );
  });

  it("is UTC itself in UTC", () => {
    expect(iso(instantOfWallClock({ year: 2026, month: 1, day: 1, hour: 8, minute: 5 }, "UTC"))).toBe(
      "2026-01-01T08:05:00.000Z",
    );
  });
});
