import type { Kysely, Selectable, SelectQueryBuilder } from "kysely";
import type { Db } from "./database.ts";
import type { Database } from "./schema.ts";
import { scopeOfTenant, type TenantScope } from "./tenant-scope.ts";

/** A row a cross-scope sweep finds: its scope, and its tenant's database share, which gives the tenant's scope now. */
export interface SweptRow {
  scope: string;
  tenant_id: number;
  database_share: string | null;
}

/** A table whose rows name their scope and their tenant, as every tenant-owned table a sweep reads does. */
type SweptTable = {
  [T in keyof Database]: Database[T] extends { scope: string; tenant_id: number } ? T : never;
}[keyof Database];

type IdOf<T extends SweptTable> = Selectable<Database[T]> extends { id: infer Id } ? Id : never;

/** Any such table through one name: Kysely needs a concrete one to name columns of a table given at run time. */
type AnySwept = Kysely<{
  swept: { id: string | number; scope: string; tenant_id: number };
  tenants: Database["tenants"];
}>;

/**
 * A select of `table`'s rows in every scope, each with its id and what `sweepInBatches` needs; the sweep adds its
 * own columns and conditions.
 */
export function sweptRowsOf<T extends SweptTable>(
  db: Db,
  table: T,
): SelectQueryBuilder<Database, T | "tenants", SweptRow & { id: IdOf<T> }> {
  const query = (db as unknown as AnySwept)
    .selectFrom(table as unknown as "swept")
    .innerJoin("tenants", "tenants.id", `${table}.tenant_id` as "swept.tenant_id")
    .select([
      `${table}.id` as "swept.id",
      `${table}.scope` as "swept.scope",
      `${table}.tenant_id` as "swept.tenant_id",
      "tenants.database_share",
    ]);
  return query as unknown as SelectQueryBuilder<Database, T | "tenants", SweptRow & { id: IdOf<T> }>;
}

/**
 * Runs a cross-scope sweep batch by batch, until a batch comes back short: `sweep` gets each row with the scope its
 * stored objects are in, or null when its tenant has moved to another database share since (the old scope's
 * objects stay; the row goes all the same), and says whether the row went. Answers how many went.
 */
export async function sweepInBatches<Row extends SweptRow>(
  batchSize: number,
  nextBatch: (limit: number) => Promise<Row[]>,
  sweep: (row: Row, storedIn: TenantScope | null) => Promise<boolean>,
): Promise<number> {
  let swept = 0;
  for (;;) {
    const batch = await nextBatch(batchSize);
    for (const row of batch) {
      const scope = scopeOfTenant({ id: row.tenant_id, database_share: row.database_share });
      if (await sweep(row, scope.key === row.scope ? scope : null)) swept += 1;
    }
    if (batch.length < batchSize) return swept;
  }
}
