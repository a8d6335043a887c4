import type { Kysely, Transaction } from "kysely";
import type { Database, GlobalTable } from "./schema.ts";
import { insertScoped, type ScopedTable, scoped } from "./scoped.ts";
import type { TenantScope } from "./tenant-scope.ts";

declare const scopedDbBrand: unique symbol;
const SCOPE = Symbol("scope");
const UNSCOPED = Symbol("unscoped");

/**
 * The database as one scope sees it, carrying that scope: every query started from it is filtered by the scope
 * (`scoped`), so a repository that takes it cannot forget its tenant, and only `scopedDb` makes one (a raw
 * database, or a transaction of one, does not type-check where it is asked for).
 */
export type ScopedDb = Kysely<Database> & { readonly [scopedDbBrand]: true };

type Carrier = { [SCOPE]?: TenantScope; [UNSCOPED]?: Kysely<Database> };

function branded(db: Kysely<Database>, scope: TenantScope): ScopedDb {
  const handle = scoped(db, scope) as Kysely<Database> & Carrier;
  handle[SCOPE] = scope;
  handle[UNSCOPED] = db;
  return handle as unknown as ScopedDb;
}

// One handle per database and scope: a request's handle costs nothing to make, and there are few scopes.
const handles = new WeakMap<Kysely<Database>, Map<string, ScopedDb>>();

/** The handle of one scope over a database (the request context's `data`, a job's per scope). */
export function scopedDb(db: Kysely<Database>, scope: TenantScope): ScopedDb {
  const byScope = handles.get(db) ?? new Map<string, ScopedDb>();
  handles.set(db, byScope);
  const handle = byScope.get(scope.key) ?? branded(db, scope);
  byScope.set(scope.key, handle);
  return handle;
}

/** The scope a handle works in. */
export function scopeOf(handle: ScopedDb): TenantScope {
  return (handle as unknown as Carrier)[SCOPE] as TenantScope;
}

/**
 * The database (or transaction) under a handle, for the `db/` helpers that compile a scoped query themselves
 * (`compiledOnce`); modules never ask for it (Biome refuses the import there).
 */
export function unscopedOf(handle: ScopedDb): Kysely<Database> {
  return (handle as unknown as Carrier)[UNSCOPED] as Kysely<Database>;
}

/**
 * The tables every scope shares (`GLOBAL_TABLES`: the tenants and their host names, the terms, the problem
 * categories, the job queue), and only those: a query of a scope's table through it does not type-check.
 */
export type GlobalDb = Kysely<Pick<Database, GlobalTable>>;

/** The shared tables of a database, for what runs before a scope is known (the host look-up) or across them. */
export function globalDb(db: Kysely<Database>): GlobalDb {
  return db as unknown as GlobalDb;
}

/** The shared tables on the connection, or in the transaction, of a handle. */
export function globalOf(handle: ScopedDb): GlobalDb {
  return globalDb(unscopedOf(handle));
}

/**
 * Another scope's handle on the connection, or in the transaction, of `handle`: what a platform administrator's
 * act on another platform works through, named by its branded scope.
 */
export function withScope(handle: ScopedDb, scope: TenantScope): ScopedDb {
  return scopedDb(unscopedOf(handle), scope);
}

/** An insert into a scoped table of the handle's scope: the rows' `scope` (and tenant) are written for them. */
export function insertInto<T extends ScopedTable>(handle: ScopedDb, table: T) {
  return insertScoped(handle, scopeOf(handle), table);
}

/**
 * `work` in one transaction, handed the handle's scope on it: what `work` reads and writes through that handle
 * (or through `withScope` and `globalOf` of it) commits or rolls back together.
 */
export function inTransaction<R>(handle: ScopedDb, work: (trx: ScopedDb) => Promise<R>): Promise<R> {
  const scope = scopeOf(handle);
  return unscopedOf(handle)
    .transaction()
    .execute((trx: Transaction<Database>) => work(branded(trx, scope)));
}
