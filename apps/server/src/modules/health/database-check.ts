/** A database check, shared; `fresh` is its last settled result while younger than the maximum age. */
export interface CachedCheck {
  (): Promise<boolean>;
  fresh(): boolean | undefined;
}

/**
 * A database check shared by the /healthz calls of one moment: under a load balancer's probes (or a benchmark)
 * a query per call is a query per request for nothing, yet an outage must show within about a second.
 * Calls that arrive while a check runs wait for that same check.
 */
export function cachedCheck(
  check: () => Promise<boolean>,
  maxAgeMs: number,
  now: () => number = Date.now,
): CachedCheck {
  let last: { at: number; result: Promise<boolean>; settled?: boolean } | null = null;
  const run = () => {
    const at = now();
    if (last && at - last.at < maxAgeMs) return last.result;
    const started: { at: number; result: Promise<boolean>; settled?: boolean } = { at, result: check() };
    started.result.then(
      (value) => {
        started.settled = value;
      },
      () => {
        started.settled = false;
      },
    );
    last = started;
    return started.result;
  };
  return Object.assign(run, {
    fresh: () => (last && now() - last.at < maxAgeMs ? last.settled : undefined),
  });
}
