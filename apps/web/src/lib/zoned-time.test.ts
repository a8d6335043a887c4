import { describe, expect, it } from "vitest";
import { formatCalendarDate, formatDateTime, fromLocalInput, toLocalInput } from "./zoned-time.ts";

describe("times in the tenant's zone", () => {
  it("shows an instant in the tenant's zone, not the browser's", () => {
    expect(formatDateTime("2026-03-10T02:30:00.000Z", "pt-br", "America/Sao_Paulo")).toBe(
      "09/03/2026, 23:30",
    );
    expect(formatDateTime("2026-03-10T02:30:00.000Z", "en-us", "UTC")).toBe("3/10/26, 2:30 AM");
  });

  it("writes a calendar date as the language does", () => {
    expect(formatCalendarDate("2026-03-31", "pt-br")).toBe("31/03/2026");
    expect(formatCalendarDate("2026-03-31", "en-us")).toBe("3/31/26");
  });

  it("reads a datetime-local value in the tenant's zone and writes it back", () => {
    expect(fromLocalInput("2026-03-09T23:30", "America/Sao_Paulo")).toBe("2026-03-10T02:30:00.000Z");
    expect(toLocalInput("2026-03-10T02:30:00.000Z", "America/Sao_Paulo")).toBe("2026-03-09T23:30");
    // Across a daylight-saving change: New York moved to −4 h on 2026-03-08.
    expect(fromLocalInput("2026-03-08T12:00", "America/New_York")).toBe("2026-03-08T16:00:00.000Z");
    expect(fromLocalInput("2026-03-07T12:00", "America/New_York")).toBe("2026-03-07T17:00:00.000Z");
  });

  it("refuses what is not a datetime-local value", () => {
    expect(fromLocalInput("", "UTC")).toBeNull();
    expect(fromLocalInput("2026-03-09", "UTC")).toBeNull();
  });
});
