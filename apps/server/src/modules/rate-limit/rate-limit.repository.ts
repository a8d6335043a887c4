import { insertInto, type ScopedDb } from "../../db/scoped-db.ts";
import { deleteExpired } from "../../db/single-use-secrets.ts";

/** Adds one hit to a key's window and returns the window's hits, atomically (one upsert). */
export async function addHit(
  data: ScopedDb,
  counter: { key: string; windowStart: string; expiresAt: string },
): Promise<number> {
  const row = await insertInto(data, "rate_limit_counters")
    .values({
      key: counter.key,
      window_start: counter.windowStart,
      hits: 1,
      expires_at: counter.expiresAt,
    })
    .onConflict((conflict) =>
      conflict
        .columns(["scope", "key", "window_start"])
        .doUpdateSet((eb) => ({ hits: eb("rate_limit_counters.hits", "+", 1) })),
    )
    .returning("hits")
    .executeTakeFirstOrThrow();
  return Number(row.hits);
}

/** Takes one hit back (a refused request, or one the caller decides not to count after all). */
export async function removeHit(
  data: ScopedDb,
  counter: { key: string; windowStart: string },
): Promise<void> {
  await data
    .updateTable("rate_limit_counters")
    .set((eb) => ({ hits: eb("hits", "-", 1) }))
    .where("key", "=", counter.key)
    .where("window_start", "=", counter.windowStart)
    .where("hits", ">", 0)
    .execute();
}

export async function hitsIn(data: ScopedDb, counter: { key: string; windowStart: string }): Promise<number> {
  const row = await data
    .selectFrom("rate_limit_counters")
    .select("hits")
    .where("key", "=", counter.key)
    .where("window_start", "=", counter.windowStart)
    .executeTakeFirst();
  return Number(row?.hits ?? 0);
}

/** Windows no estimate can read any more. */
export function deleteExpiredCounters(data: ScopedDb, now: string): Promise<void> {
  return deleteExpired(data, "rate_limit_counters", now);
}
