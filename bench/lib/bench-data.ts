import { createDatabase, type DatabaseSettings, migrateToLatest } from "../../apps/server/src/db/database.ts";
import { seedDemo } from "../../apps/server/src/db/seed/demo-seed.ts";
import { hashPassword } from "../../apps/server/src/lib/password-hash.ts";
import { scopeOfTenant } from "../../apps/server/src/modules/tenants/tenant-scope.ts";

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
      const rows = Array.from({ length: Math.min(batch, users - start) }, (_, offset) => ({
        scope: scope.key,
        usuario: benchLogin(start + offset),
        nome: `Estudante ${start + offset}`,
        email: null,
        foto: null,
        password_hash: passwordHash,
        can_share: 0,
        can_publish: 0,
        must_change_password: 0,
        platform_admin: 0,
        client_id: null,
        two_factor_enabled: 0,
        created_at: createdAt,
      }));
      await db.insertInto("users").values(rows).execute();
    }
  } finally {
    await db.destroy();
  }
}
