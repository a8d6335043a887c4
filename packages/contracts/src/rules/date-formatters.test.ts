import { describe, expect, it } from "vitest";
import { dateFormatter } from "./date-formatters.ts";

describe("date formatters made once", () => {
  it("gives the same formatter for the same locale and options, another for others", () => {
    const options = { timeZone: "America/Sao_Paulo", dateStyle: "short" } as const;
    const first = dateFormatter("pt-BR", options);
    expect(dateFormatter("pt-BR", { ...options })).toBe(first);
    expect(dateFormatter("en-US", options)).not.toBe(first);
    expect(first.format(new Date("2026-03-12T15:00:00Z"))).toBe("12/03/2026");
  });

  it("refuses a zone the runtime does not know, as the constructor does", () => {
    expect(() => dateFormatter("pt-BR", { timeZone: "Marte/Olimpo" })).toThrow(RangeError);
  });
});
