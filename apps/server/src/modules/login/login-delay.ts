import { LOGIN_SLOWDOWN } from "../rate-limit/rate-limit-rules.ts";

/**
 * How long a browser that never signed into a login waits after the latest of `consecutiveFailures` wrong
 * passwords before its next attempt: nothing below the threshold, then doubling up to the cap.
 */
export function loginDelayMs(consecutiveFailures: number): number {
  const { afterFailures, firstDelayMs, maxDelayMs } = LOGIN_SLOWDOWN;
  if (consecutiveFailures < afterFailures) return 0;
  // Past about 20 doublings any sane cap is reached; the bound keeps 2 ** n finite.
  const doublings = Math.min(consecutiveFailures - afterFailures, 40);
  return Math.min(maxDelayMs, firstDelayMs * 2 ** doublings);
}
