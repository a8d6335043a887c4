import type { Db } from "../../db/database.ts";

/**
 * Records a key's fingerprint under `name` unless one is there (instances starting together on a fresh
 * database: the first insert wins), then answers the one recorded.
 */
export async function recordedFingerprint(db: Db, name: string, fingerprint: string): Promise<string> {
  await db
    .insertInto("key_checks")
    .values({ name, fingerprint, created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
  const recorded = await db
    .selectFrom("key_checks")
    .select("fingerprint")
    .where("name", "=", name)
    .executeTakeFirstOrThrow();
  return recorded.fingerprint;
}
