import { createDatabase, type DatabaseSettings, migrateToLatest } from "../../apps/server/src/db/database.ts";
import { seedDemo } from "../../apps/server/src/db/seed/demo-seed.ts";
import { scopeOfTenant } from "../../apps/server/src/db/tenant-scope.ts";
import { hashPassword } from "../../apps/server/src/lib/password-hash.ts";
import { studentRow } from "./student-row.ts";

export const BENCH_PASSWORD = "bench-senha-2026";
export const benchLogin = (index: number) => `bench${index}`;

/**
 * The demo data plus `users` students on the principal tenant, all with one precomputed hash of
 * BENCH_PASSWORD: the server still verifies each login with the KDF, the seed just does not pay for it.
 */
export async function seedBenchData(settings: DatabaseSettings, users: number): Promise<void> {
  const db = createDatabase(settings);
  try {
    await migrateToLatest(db);
    await seedDemo(db);
    const principal = await db
      .selectFrom("tenants")
      .select(["id", "database_share"])
      .where("principal", "=", 1)
      .executeTakeFirstOrThrow();
    const scope = scopeOfTenant(principal);
    const passwordHash = await hashPassword(BENCH_PASSWORD);
    const createdAt = new Date().toISOString();
    const batch = 500;
    for (let start = 0; start < users; start += batch) {
      const rows = Array.from({ length: Math.min(batch, users - start) }, (_, offset) =>
        studentRow(scope.key, benchLogin(start + offset), start + offset, passwordHash, createdAt),
      );
      await db.insertInto("users").values(rows).execute();
    }
  } finally {
    await db.destroy();
  }
}
