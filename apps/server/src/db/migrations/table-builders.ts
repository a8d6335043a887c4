import {
  type ColumnDefinitionBuilder,
  type CreateIndexBuilder,
  type CreateTableBuilder,
  type Kysely,
  sql,
} from "kysely";
import { idColumn } from "./dialect.ts";

// Frozen, like the migrations that use it: what a definition builds never changes, or it would rewrite history.
// A new need gets a new word; a word keeps its meaning.
//
// Tables, columns and indexes are written as SQL reads them and built through Kysely's schema builder, so each
// dialect gets the statement Kysely compiles for it. A column is `<name> <type> [<modifier> ...]`:
//   type                  text | integer
//   identity              the row id: an identity primary key on PostgreSQL, an autoincrement one on SQLite
//   not null · unique · primary key · default <number | 'text'> · references <table>.<column> · on delete cascade
//   check (<sql>)         last, its condition as raw SQL
// A table's list also holds its constraints over several columns, `constraint <name> primary key|unique (<column>,
// ...)`, and its indexes, `[unique] index <name> (<column>, ...)`.

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
type MigrationDb = Kysely<any>;
type ColumnStep = (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

const TYPES = ["text", "integer"] as const;
const WORD = /'(?:[^']|'')*'|\S+/g;
const CHECK = / check \((.*)\)$/;
const CONSTRAINT = /^constraint (\S+) (primary key|unique) \(([^()]+)\)$/;
const INDEX = /^(unique )?index (\S+) \(([^()]+)\)$/;

/**
 * A table from the entries of its CREATE TABLE, in order: columns and constraints make the table, then its indexes
 * are created one by one.
 */
export async function createTable(db: MigrationDb, table: string, entries: readonly string[]) {
  let builder: CreateTableBuilder<string, string> = db.schema.createTable(table);
  const indexes: CreateIndexBuilder[] = [];
  for (const entry of entries) {
    const [, unique, index, indexed] = INDEX.exec(entry) ?? [];
    const [, constraint, kind, constrained] = CONSTRAINT.exec(entry) ?? [];
    if (index && indexed) {
      const created = db.schema.createIndex(index).on(table).columns(indexed.split(", "));
      indexes.push(unique ? created.unique() : created);
    } else if (constraint && constrained) {
      const columns = constrained.split(", ");
      builder =
        kind === "primary key"
          ? builder.addPrimaryKeyConstraint(constraint, columns)
          : builder.addUniqueConstraint(constraint, columns);
    } else builder = builder.addColumn(...column(db, entry));
  }
  await builder.execute();
  for (const index of indexes) await index.execute();
}

export async function addColumn(db: MigrationDb, table: string, definition: string) {
  await db.schema
    .alterTable(table)
    .addColumn(...column(db, definition))
    .execute();
}

/** An index on a table that exists, written as in a table's list: `[unique] index <name> (<column>, ...)`. */
export async function createIndex(db: MigrationDb, table: string, definition: string) {
  const [, unique, index, indexed] = INDEX.exec(definition) ?? [];
  if (!index || !indexed)
    throw new Error(`Index "${definition}": "[unique] index <name> (<column>, ...)" expected`);
  const created = db.schema.createIndex(index).on(table).columns(indexed.split(", "));
  await (unique ? created.unique() : created).execute();
}

export async function dropIndex(db: MigrationDb, name: string) {
  await db.schema.dropIndex(name).execute();
}

export async function dropColumn(db: MigrationDb, table: string, name: string) {
  await db.schema.alterTable(table).dropColumn(name).execute();
}

/** In the order given: a table before the tables it references. */
export async function dropTables(db: MigrationDb, tables: readonly string[]) {
  for (const table of tables) await db.schema.dropTable(table).execute();
}

function column(db: MigrationDb, definition: string): [string, (typeof TYPES)[number], ColumnStep] {
  const check = CHECK.exec(definition);
  const [name, type, ...words] = (check ? definition.slice(0, check.index) : definition).match(WORD) ?? [];
  const knownType = TYPES.find((candidate) => candidate === type);
  if (!name || !knownType) throw new Error(`Column "${definition}": "<name> <type>" expected`);
  const next = (expected?: string): string => {
    const word = words.shift();
    if (word === undefined || (expected !== undefined && word !== expected)) {
      throw new Error(`Column "${definition}": "${expected ?? "a value"}" expected`);
    }
    return word;
  };
  const steps: ColumnStep[] = [];
  while (words.length > 0) {
    const word = next();
    switch (word) {
      case "identity":
        steps.push(idColumn(db));
        break;
      case "unique":
        steps.push((built) => built.unique());
        break;
      case "not":
        next("null");
        steps.push((built) => built.notNull());
        break;
      case "primary":
        next("key");
        steps.push((built) => built.primaryKey());
        break;
      case "default": {
        const value = literal(next());
        steps.push((built) => built.defaultTo(value));
        break;
      }
      case "references": {
        const target = next();
        steps.push((built) => built.references(target));
        break;
      }
      case "on":
        next("delete");
        next("cascade");
        steps.push((built) => built.onDelete("cascade"));
        break;
      default:
        throw new Error(`Column "${definition}": unknown word "${word}"`);
    }
  }
  const condition = check?.[1];
  if (condition !== undefined) steps.push((built) => built.check(sql.raw(condition)));
  return [name, knownType, (built) => steps.reduce((result, step) => step(result), built)];
}

function literal(word: string): string | number {
  if (/^-?\d+$/.test(word)) return Number(word);
  if (/^'.*'$/.test(word)) return word.slice(1, -1).replaceAll("''", "'");
  throw new Error(`Default ${word}: a number or a 'quoted' text expected`);
}
