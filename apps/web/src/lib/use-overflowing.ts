import { type RefObject, useEffect, useState } from "react";

/**
 * Whether the element's content is wider than the element, followed as either changes size. Without
 * ResizeObserver (old engines, jsdom) nothing is ever measured: the answer stays false.
 */
export function useOverflowing(ref: RefObject<HTMLElement | null>, enabled = true): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof ResizeObserver !== "function") {
      setOverflowing(false);
      return;
    }
    // A pixel of rounding is not an overflow.
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, [ref, enabled]);
  return overflowing;
}
