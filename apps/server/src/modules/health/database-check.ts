/**
 * A database check shared by the /healthz calls of one moment: under a load balancer's probes (or a benchmark)
 * a query per call is a query per request for nothing, yet an outage must show within about a second.
 * Calls that arrive while a check runs wait for that same check.
 */
export function cachedCheck(
  check: () => Promise<boolean>,
  maxAgeMs: number,
  now: () => number = Date.now,
): () => Promise<boolean> {
  let last: { at: number; result: Promise<boolean> } | null = null;
  return () => {
    const at = now();
    if (last && at - last.at < maxAgeMs) return last.result;
    last = { at, result: check() };
    return last.result;
  };
}
