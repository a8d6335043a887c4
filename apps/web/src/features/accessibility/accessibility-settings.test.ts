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

describe("dark mode from the system", () => {
  it("follows prefers-color-scheme while no contrast is chosen, and the choice once made", () => {
    let dark = true;
    const listeners = new Set<() => void>();
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      get matches() {
        return query.includes("prefers-color-scheme: dark") ? dark : false;
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    })) as unknown as typeof window.matchMedia;
    try {
      const stop = followAccessibilitySettings();
      for (const listener of listeners) listener();
      expect(document.documentElement.getAttribute("data-contrast")).toBe("contraste-escuro");
      dark = false;
      for (const listener of listeners) listener();
      expect(document.documentElement.getAttribute("data-contrast")).toBe("contraste-padrao");
      // Once picked, the system no longer decides.
      localStorage.setItem("contraste", "contraste-padrao");
      dark = true;
      for (const listener of listeners) listener();
      expect(document.documentElement.getAttribute("data-contrast")).toBe("contraste-padrao");
      stop();
      expect(listeners.size).toBe(0);
    } finally {
      window.matchMedia = original;
    }
  });
});
