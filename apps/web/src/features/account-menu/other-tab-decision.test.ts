import { describe, expect, it } from "vitest";
import { otherTabDecision } from "./other-tab-decision.ts";

const KEY = "creator-sessao-atual";

describe("otherTabDecision", () => {
  it("alerts when another tab puts a different session in creator-sessao-atual", () => {
    expect(otherTabDecision({ key: KEY, oldValue: "tok-a", newValue: "tok-b" }, "tok-a")).toBe("alert");
    // Whatever the other tab had before, what matters is that it is not this tab's session.
    expect(otherTabDecision({ key: KEY, oldValue: null, newValue: "tok-b" }, "tok-a")).toBe("alert");
  });

  it("alerts when another tab disconnects the user (key removed or storage cleared)", () => {
    expect(otherTabDecision({ key: KEY, oldValue: "tok-a", newValue: null }, "tok-a")).toBe("alert");
    expect(otherTabDecision({ key: null, oldValue: null, newValue: null }, "tok-a")).toBe("alert");
  });

  it("ignores a write of this tab's own session or of an unchanged value", () => {
    expect(otherTabDecision({ key: KEY, oldValue: "tok-b", newValue: "tok-a" }, "tok-a")).toBe("ignore");
    expect(otherTabDecision({ key: KEY, oldValue: "tok-b", newValue: "tok-b" }, "tok-a")).toBe("ignore");
  });

  it("ignores other keys and tabs that have no session to keep", () => {
    expect(otherTabDecision({ key: "idioma", oldValue: "pt-br", newValue: "en-us" }, "tok-a")).toBe("ignore");
    expect(otherTabDecision({ key: KEY, oldValue: null, newValue: "tok-b" }, null)).toBe("ignore");
    expect(otherTabDecision({ key: null, oldValue: null, newValue: null }, null)).toBe("ignore");
  });
});
