import type { IsolationSeedContributor } from "../users/users.isolation-seed.ts";

/** The counters fill as the other contributors call the API: every sign-in counts in them. */
export const rateLimitIsolationSeed: IsolationSeedContributor = {
  tables: ["rate_limit_counters"],
  seed: async () => undefined,
};
