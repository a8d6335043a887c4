import { type Compilable, type CompiledQuery, createQueryId, type Kysely, type QueryResult } from "kysely";
import type { Database } from "./schema.ts";
import { type ScopedDb, scopedDb, scopeOf, unscopedOf } from "./scoped-db.ts";
import { scopeOfTenant } from "./tenant-scope.ts";

/** Stands for the scope while the query compiles: `scoped` writes its key as a parameter like any value. */
const SCOPE_MARKER = scopeOfTenant({ id: 0, database_share: "\u0000compiled-once:scope" });

/**
 * A scoped query every request runs (who is signed in, …), built and compiled by Kysely once per database
 * and then run again with new values: the SQL text stays the same, only the parameters change. `build`
 * receives a handle of a stand-in scope and one placeholder per value, and must use each as a plain value (no
 * `in` lists, no branching on it), so the compiled SQL does not depend on what they stand for.
 */
export function compiledOnce<A extends readonly unknown[], R>(
  build: (data: ScopedDb, ...values: A) => Compilable<R>,
): (data: ScopedDb, ...values: A) => Promise<QueryResult<R>> {
  const compiled = new WeakMap<Kysely<Database>, { query: CompiledQuery<R>; slots: number[] }>();
  return (data, ...values) => {
    const db = unscopedOf(data);
    const scope = scopeOf(data);
    let entry = compiled.get(db);
    if (!entry) {
      const markers = [SCOPE_MARKER.key, ...values.map((_, index) => `\u0000compiled-once:${index}`)];
      const query = build(scopedDb(db, SCOPE_MARKER), ...(markers.slice(1) as unknown as A)).compile();
      const slots = query.parameters.map((parameter) => markers.indexOf(parameter as string));
      if (new Set(slots.filter((slot) => slot >= 0)).size !== markers.length) {
        throw new Error(`compiledOnce: the scope and every value must appear as parameters of: ${query.sql}`);
      }
      entry = { query, slots };
      compiled.set(db, entry);
    }
    const { query, slots } = entry;
    const parameters = query.parameters.map((parameter, index) => {
      const slot = slots[index] ?? -1;
      if (slot < 0) return parameter;
      return slot === 0 ? scope.key : values[slot - 1];
    });
    // A query id of its own per run, as Kysely gives every query it compiles (plugins key their state by it).
    return db.executeQuery({ ...query, queryId: createQueryId(), parameters });
  };
}
