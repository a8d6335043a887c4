import { vi } from "vitest";

/**
 * jsdom has no matchMedia, which the app reads as a narrow screen; this answers every media query as a screen
 * at least the spec's 800 px wide would (or not). Undone by `vi.unstubAllGlobals()`.
 */
export function stubWideScreen(wide = true): void {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: wide,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  }));
}
