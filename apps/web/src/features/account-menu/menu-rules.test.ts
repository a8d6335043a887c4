import { describe, expect, it } from "vitest";
import { firstName, NARROW_SCREEN_QUERY, shouldCloseAccountMenu } from "./menu-rules.ts";

describe("account menu closing rules", () => {
  it("closes on Escape and on no other key", () => {
    expect(shouldCloseAccountMenu({ type: "key", key: "Escape" })).toBe(true);
    expect(shouldCloseAccountMenu({ type: "key", key: "Esc" })).toBe(true);
    expect(shouldCloseAccountMenu({ type: "key", key: "Enter" })).toBe(false);
    expect(shouldCloseAccountMenu({ type: "key", key: "Tab" })).toBe(false);
  });

  it("closes when the screen becomes narrower than 800 px, not when it widens", () => {
    expect(NARROW_SCREEN_QUERY).toBe("(max-width: 799.98px)");
    expect(shouldCloseAccountMenu({ type: "viewport", narrow: true })).toBe(true);
    expect(shouldCloseAccountMenu({ type: "viewport", narrow: false })).toBe(false);
  });

  it("closes on navigation", () => {
    expect(shouldCloseAccountMenu({ type: "navigate" })).toBe(true);
  });
});

describe("firstName", () => {
  it("takes the first word of the full name", () => {
    expect(firstName("Ana Souza")).toBe("Ana");
    expect(firstName("  Maria   da Silva ")).toBe("Maria");
    expect(firstName("Lucas")).toBe("Lucas");
  });
});
