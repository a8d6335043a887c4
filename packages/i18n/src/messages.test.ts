import { describe, expect, it } from "vitest";
import { fillPlaceholders, lookupMessage } from "./messages.ts";

describe("messages", () => {
  it("fills each {{name}} with its string or number, and a missing one with nothing", () => {
    expect(fillPlaceholders("{{count}} de {{max}} para {{who}}", { count: 3, max: 80 })).toBe(
      "3 de 80 para ",
    );
  });

  it("leaves text without a placeholder, or with spaces inside the braces, as it is", () => {
    expect(fillPlaceholders("sem nada")).toBe("sem nada");
    expect(fillPlaceholders("{{ count }}", { count: 1 })).toBe("{{ count }}");
  });

  it("finds a message by its dotted key and nothing at a branch or an unknown key", () => {
    const catalogue = { a: { b: "texto" } };
    expect(lookupMessage(catalogue, "a.b")).toBe("texto");
    expect(lookupMessage(catalogue, "a")).toBeUndefined();
    expect(lookupMessage(catalogue, "a.c.d")).toBeUndefined();
  });
});
