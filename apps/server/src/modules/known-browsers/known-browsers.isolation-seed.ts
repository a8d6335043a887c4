import type { IsolationSeedContributor } from "../users/users.isolation-seed.ts";

/** Rows of its own come with the sessions contributor's sign-ins: each remembers its browser. */
export const knownBrowsersIsolationSeed: IsolationSeedContributor = {
  tables: ["known_browsers"],
  seed: async () => undefined,
};
