import { describe, expect, it } from "vitest";
import { SCOPED_TABLES } from "../db/schema.ts";
import { isolationSeedContributors } from "./isolation-seed.ts";

describe("the isolation seed's contributors", () => {
  it("put rows in every scoped table: a table added to SCOPED_TABLES needs its module's contributor", async () => {
    const seeded = new Set((await isolationSeedContributors()).flatMap((contributor) => contributor.tables));
    expect(
      SCOPED_TABLES.filter((table) => !seeded.has(table)),
      "scoped tables no modules/<module>/<module>.isolation-seed.ts names (its contributor's `tables`)",
    ).toEqual([]);
  });
});
