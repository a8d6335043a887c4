import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from "kysely";

/** The few differences between the dialects, in one place so migrations read the same on both. */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export function idColumn(db: Kysely<unknown>) {
  const postgres = isPostgres(db);
  return (column: ColumnDefinitionBuilder) =>
    postgres ? column.generatedByDefaultAsIdentity().primaryKey() : column.autoIncrement().primaryKey();
}
