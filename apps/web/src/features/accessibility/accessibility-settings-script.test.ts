import fs from "node:fs";
import path from "node:path";
import {
  CONTRAST_ATTRIBUTE,
  CONTRASTS,
  TEXT_SIZE_ATTRIBUTE,
  TEXT_SIZES,
} from "@trilha/contracts/rules/accessibility-settings";
import { afterEach, describe, expect, it } from "vitest";
import { applyAccessibilitySettings, readAccessibilitySettings } from "./accessibility-settings.ts";

// The classic script index.html runs before the first paint; it cannot import the contracts, so this test
// holds it to the same keys, values and attributes as the React side.
const source = fs.readFileSync(
  path.resolve(import.meta.dirname, "../../../public/accessibility-settings.js"),
  "utf8",
);

function runPageScript(): { contrast: string | null; textSize: string | null } {
  const root = document.documentElement;
  root.removeAttribute(CONTRAST_ATTRIBUTE);
  root.removeAttribute(TEXT_SIZE_ATTRIBUTE);
  new Function(source)();
  return {
    contrast: root.getAttribute(CONTRAST_ATTRIBUTE),
    textSize: root.getAttribute(TEXT_SIZE_ATTRIBUTE),
  };
}

function reactSide(): { contrast: string | null; textSize: string | null } {
  const element = document.createElement("html");
  applyAccessibilitySettings(readAccessibilitySettings(), element);
  return {
    contrast: element.getAttribute(CONTRAST_ATTRIBUTE),
    textSize: element.getAttribute(TEXT_SIZE_ATTRIBUTE),
  };
}

afterEach(() => {
  document.documentElement.removeAttribute(CONTRAST_ATTRIBUTE);
  document.documentElement.removeAttribute(TEXT_SIZE_ATTRIBUTE);
});

describe("public/accessibility-settings.js", () => {
  it.each(CONTRASTS.flatMap((contrast) => TEXT_SIZES.map((textSize) => [contrast, textSize] as const)))(
    "applies %s and %s as the React side does",
    (contrast, textSize) => {
      window.localStorage.setItem("contraste", contrast);
      window.localStorage.setItem("fontes", textSize);
      expect(runPageScript()).toEqual({ contrast, textSize });
      expect(reactSide()).toEqual({ contrast, textSize });
    },
  );

  it.each([
    [null, null],
    ["junk", "fontes-enormes"],
    ["contraste-altocontraste ", "FONTES-GRANDES"],
  ])("falls back to the defaults on %j / %j, as the React side does", (contrast, textSize) => {
    if (contrast !== null) window.localStorage.setItem("contraste", contrast);
    if (textSize !== null) window.localStorage.setItem("fontes", textSize);
    const expected = { contrast: "contraste-padrao", textSize: "fontes-padrao" };
    expect(runPageScript()).toEqual(expected);
    expect(reactSide()).toEqual(expected);
  });

  it("still applies the defaults when storage throws", () => {
    const original = Object.getOwnPropertyDescriptor(window, "localStorage");
    Object.defineProperty(window, "localStorage", {
      configurable: true,
      get() {
        throw new Error("storage disabled");
      },
    });
    try {
      expect(runPageScript()).toEqual({ contrast: "contraste-padrao", textSize: "fontes-padrao" });
    } finally {
      if (original) Object.defineProperty(window, "localStorage", original);
    }
  });
});
