import { type Compilable, type CompiledQuery, createQueryId, type Kysely, type QueryResult } from "kysely";

/**
 * A query every request runs (who is signed in, …), built and compiled by Kysely once per database and then
 * run again with new values: the SQL text stays the same, only the parameters change. `build` receives one
 * placeholder per argument and must use each as a plain value (no `in` lists, no branching on it), so the
 * compiled SQL does not depend on what the placeholders stand for.
 */
export function compiledOnce<D, A extends readonly unknown[], R>(
  build: (db: Kysely<D>, ...values: A) => Compilable<R>,
): (db: Kysely<D>, ...values: A) => Promise<QueryResult<R>> {
  const compiled = new WeakMap<Kysely<D>, { query: CompiledQuery<R>; slots: number[] }>();
  return (db, ...values) => {
    let entry = compiled.get(db);
    if (!entry) {
      const markers = values.map((_, index) => `\u0000compiled-once:${index}`);
      const query = build(db, ...(markers as unknown as A)).compile();
      const slots = query.parameters.map((parameter) => markers.indexOf(parameter as string));
      if (new Set(slots.filter((slot) => slot >= 0)).size !== values.length) {
        throw new Error(`compiledOnce: every value must appear as a parameter of: ${query.sql}`);
      }
      entry = { query, slots };
      compiled.set(db, entry);
    }
    const { query, slots } = entry;
    const parameters = query.parameters.map((parameter, index) => {
      const slot = slots[index] ?? -1;
      return slot >= 0 ? values[slot] : parameter;
    });
    // A query id of its own per run, as Kysely gives every query it compiles (plugins key their state by it).
    return db.executeQuery({ ...query, queryId: createQueryId(), parameters });
  };
}
