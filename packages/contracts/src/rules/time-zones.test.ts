import { describe, expect, it } from "vitest";
import { BRAZIL_TIME_ZONES, canonicalTimeZone, timeZoneChoices } from "./time-zones.ts";

describe("a platform's time zone", () => {
  it("lists Brazil's zones first, São Paulo's at their head, then every other zone once, by name", () => {
    const { brazil, others } = timeZoneChoices(
      ["Europe/Lisbon", "America/Manaus", "Africa/Luanda", "America/Sao_Paulo"],
      "America/Sao_Paulo",
    );
    expect(brazil[0]).toBe("America/Sao_Paulo");
    expect(brazil).toEqual([...BRAZIL_TIME_ZONES]);
    expect(others).toEqual(["Africa/Luanda", "Europe/Lisbon"]);
  });

  it("keeps the platform's current zone even when the browser's list leaves it out", () => {
    expect(timeZoneChoices(["Europe/Lisbon"], "UTC").others).toEqual(["Europe/Lisbon", "UTC"]);
  });

  it("names Brazil's zones as the runtime knows them, each once", () => {
    expect(new Set(BRAZIL_TIME_ZONES).size).toBe(BRAZIL_TIME_ZONES.length);
    for (const zone of BRAZIL_TIME_ZONES) expect(canonicalTimeZone(zone), zone).toBe(zone);
    const known = Intl.supportedValuesOf("timeZone");
    expect(BRAZIL_TIME_ZONES.filter((zone) => !known.includes(zone))).toEqual([]);
  });

  it("spells a zone as the runtime does, and knows no made-up or empty one", () => {
    expect(canonicalTimeZone("america/sao_paulo")).toBe("America/Sao_Paulo");
    expect(canonicalTimeZone("Marte/Olimpo")).toBeNull();
    expect(canonicalTimeZone("")).toBeNull();
  });
});
