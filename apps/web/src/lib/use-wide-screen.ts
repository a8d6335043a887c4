import { NARROW_SCREEN_BREAKPOINT } from "@trilha/contracts/limits";
import { useSyncExternalStore } from "react";

const WIDE_SCREEN_QUERY = `(min-width: ${NARROW_SCREEN_BREAKPOINT}px)`;

function mediaQuery(): MediaQueryList | null {
  return typeof window.matchMedia === "function" ? window.matchMedia(WIDE_SCREEN_QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
}

/** Whether the window is at least the spec's 800 px breakpoint wide; follows resizes. */
export function useWideScreen(): boolean {
  // Without matchMedia (old engines, some test environments) the narrow, shorter form is the safe one.
  return useSyncExternalStore(subscribe, () => mediaQuery()?.matches ?? false);
}
