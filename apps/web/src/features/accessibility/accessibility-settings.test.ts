import { afterEach, describe, expect, it } from "vitest";
import { followAccessibilitySettings } from "./accessibility-settings.ts";

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute("data-contrast");
  document.documentElement.removeAttribute("data-text-size");
});

describe("followAccessibilitySettings", () => {
  it("applies settings stored elsewhere (another tab, the commands dialog) as they change", () => {
    const stop = followAccessibilitySettings();
    localStorage.setItem("contraste", "contraste-altocontraste");
    localStorage.setItem("fontes", "fontes-gigantes");
    window.dispatchEvent(
      new StorageEvent("storage", { key: "contraste", newValue: "contraste-altocontraste" }),
    );
    expect(document.documentElement.getAttribute("data-contrast")).toBe("contraste-altocontraste");
    expect(document.documentElement.getAttribute("data-text-size")).toBe("fontes-gigantes");

    stop();
    localStorage.setItem("contraste", "contraste-escalacinza");
    window.dispatchEvent(new StorageEvent("storage", { key: "contraste" }));
    expect(document.documentElement.getAttribute("data-contrast")).toBe("contraste-altocontraste");
  });

  it("ignores changes of other keys", () => {
    const stop = followAccessibilitySettings();
    localStorage.setItem("contraste", "contraste-escalacinza");
    window.dispatchEvent(new StorageEvent("storage", { key: "creator-sessao-atual" }));
    expect(document.documentElement.hasAttribute("data-contrast")).toBe(false);
    stop();
  });
});
