import type { SelectQueryBuilder } from "kysely";

/** How many rows a select finds (PostgreSQL answers a count as text, SQLite as a number: both come back a number). */
export async function countRows<DB, TB extends keyof DB>(
  query: SelectQueryBuilder<DB, TB, object>,
): Promise<number> {
  const counted = query.select((eb) => eb.fn.countAll<number | string | bigint>().as("total"));
  // Kysely cannot name the selected column of a select generic over its tables.
  const row = (await counted.executeTakeFirstOrThrow()) as { total: number | string | bigint };
  return Number(row.total);
}
