import { describe, expect, it } from "vitest";
import {
  defaultGradingPeriods,
  gradingPeriodKind,
  gradingPeriodsProblem,
  isCalendarDate,
  isTimeZone,
  localDate,
  periodOf,
  periodSpan,
  startOfLocalDay,
} from "./grading-periods.ts";

describe("defaultGradingPeriods", () => {
  it("splits the year in four bimestres as a school year falls, leaving no day out", () => {
    const periods = defaultGradingPeriods(2026);
    expect(periods.map((period) => period.numero)).toEqual([1, 2, 3, 4]);
    expect(gradingPeriodsProblem(2026, periods)).toBeNull();
    expect(periodOf("2026-01-01", periods)).toBe(1);
    expect(periodOf("2026-04-30", periods)).toBe(1);
    expect(periodOf("2026-05-01", periods)).toBe(2);
    // The July break closes the second bimestre, not the calendar's second quarter.
    expect(periodOf("2026-07-31", periods)).toBe(2);
    expect(periodOf("2026-08-01", periods)).toBe(3);
    expect(periodOf("2026-10-01", periods)).toBe(4);
    expect(periodOf("2026-12-31", periods)).toBe(4);
    expect(periodOf("2027-01-01", periods)).toBeNull();
  });
});

describe("gradingPeriodKind", () => {
  it("names the periods as schools do by how many there are", () => {
    expect([4, 3, 2, 1, 5, 12].map(gradingPeriodKind)).toEqual([
      "bimestre",
      "trimestre",
      "semestre",
      "periodo",
      "periodo",
      "periodo",
    ]);
  });
});

describe("gradingPeriodsProblem", () => {
  it("refuses overlaps, reversed spans, impossible dates, another year and an empty list", () => {
    const ok = [
      { inicio: "2026-02-02", fim: "2026-04-17" },
      { inicio: "2026-04-20", fim: "2026-07-03" },
    ];
    expect(gradingPeriodsProblem(2026, ok)).toBeNull();
    expect(gradingPeriodsProblem(2026, [ok[1], ok[0]] as typeof ok)).toBe("order");
    expect(gradingPeriodsProblem(2026, [{ inicio: "2026-02-02", fim: "2026-02-01" }])).toBe("order");
    expect(
      gradingPeriodsProblem(2026, [
        { inicio: "2026-02-02", fim: "2026-04-17" },
        { inicio: "2026-04-17", fim: "2026-05-17" },
      ]),
    ).toBe("order");
    expect(gradingPeriodsProblem(2026, [{ inicio: "2026-02-30", fim: "2026-03-01" }])).toBe("date");
    expect(gradingPeriodsProblem(2026, [{ inicio: "2025-12-01", fim: "2026-03-01" }])).toBe("year");
    expect(gradingPeriodsProblem(2026, [])).toBe("empty");
  });
});

describe("isCalendarDate", () => {
  it("takes real YYYY-MM-DD dates only", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("2026-2-1")).toBe(false);
    expect(isCalendarDate("2026-13-01")).toBe(false);
  });
});

describe("time zones", () => {
  it("finds the UTC start of a São Paulo day (UTC−3) and the local date of an instant", () => {
    expect(startOfLocalDay("2026-03-01", "America/Sao_Paulo")).toBe("2026-03-01T03:00:00.000Z");
    expect(localDate("2026-03-01T02:59:59.000Z", "America/Sao_Paulo")).toBe("2026-02-28");
    expect(localDate("2026-03-01T03:00:00.000Z", "America/Sao_Paulo")).toBe("2026-03-01");
    expect(startOfLocalDay("2026-03-01", "UTC")).toBe("2026-03-01T00:00:00.000Z");
  });

  it("gets midnight right on both sides of a daylight-saving change", () => {
    // New York moves from UTC−5 to UTC−4 on 2026-03-08.
    expect(startOfLocalDay("2026-03-08", "America/New_York")).toBe("2026-03-08T05:00:00.000Z");
    expect(startOfLocalDay("2026-03-09", "America/New_York")).toBe("2026-03-09T04:00:00.000Z");
    // Madrid moves from UTC+1 to UTC+2 on 2026-03-29.
    expect(startOfLocalDay("2026-03-30", "Europe/Madrid")).toBe("2026-03-29T22:00:00.000Z");
  });

  it("spans a period from its first local midnight to the one after its last day", () => {
    expect(periodSpan({ inicio: "2026-01-01", fim: "2026-03-31" }, "America/Sao_Paulo")).toEqual({
      from: "2026-01-01T03:00:00.000Z",
      to: "2026-04-01T03:00:00.000Z",
    });
  });

  it("knows real zone names, the same when asked again", () => {
    for (let asked = 0; asked < 2; asked++) {
      expect(isTimeZone("America/Sao_Paulo")).toBe(true);
      expect(isTimeZone("Marte/Olimpo")).toBe(false);
    }
  });
});
