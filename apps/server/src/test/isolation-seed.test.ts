import { describe, expect, it } from "vitest";
import { scopedTablesOf } from "./database-tables.ts";
import { isolationSeedContributors } from "./isolation-seed.ts";
import { useTestDatabase } from "./tenant-database.ts";

describe("the isolation seed's contributors", () => {
  const database = useTestDatabase("sqlite");

  it("put rows in every scoped table: a table a migration adds needs its module's contributor", async () => {
    const seeded = new Set<string>(
      (await isolationSeedContributors()).flatMap((contributor) => contributor.tables),
    );
    expect(
      (await scopedTablesOf(database.db)).filter((table) => !seeded.has(table)),
      "scoped tables no modules/<module>/<module>.isolation-seed.ts names (its contributor's `tables`)",
    ).toEqual([]);
  });
});
