import { afterAll, beforeAll } from "vitest";
import type { Db } from "../db/database.ts";
import type { TenantRow, UserRow } from "../db/schema.ts";
import { type ScopedDb, scopedDb } from "../db/scoped-db.ts";
import type { TenantScope } from "../db/tenant-scope.ts";
import { createTestDatabase, type DialectName, type TestDatabase } from "./dialects.ts";
import { createTenant, createUser, type UserOptions } from "./factories.ts";

export type Tenant = TenantRow & { scope: TenantScope };
export type UserSpec<Login extends string = string> = UserOptions & { usuario: Login };

/** The tenants a suite asks for: one with its users, and, with `other`, a second with its own. */
export interface TenantsOptions<Login extends string, OtherLogin extends string> {
  /** Columns of the tenant's row to set instead of the defaults (e.g. a `database_share`). */
  tenant?: Partial<Omit<TenantRow, "id">>;
  /** The same for the second tenant, when there is one. */
  otherTenant?: Partial<Omit<TenantRow, "id">>;
  users?: UserSpec<Login>[];
  /** The second tenant's users (an empty list for a second tenant without any). */
  other?: UserSpec<OtherLogin>[];
}

export interface Tenants<Login extends string = string, OtherLogin extends string = string> {
  tenant: Tenant;
  scope: TenantScope;
  /** The database as the tenant's scope sees it: what repositories and services take. */
  data: ScopedDb;
  /** The users asked for, by login. */
  users: Record<Login, UserRow>;
  /** The second tenant, when the suite asked for one (`other`): another scope, that queries must not cross. */
  other: Tenant;
  /** The second tenant's users, by login. */
  otherUsers: Record<OtherLogin, UserRow>;
}

async function createUsers<Login extends string>(
  db: Db,
  scope: TenantScope,
  users: readonly UserSpec<Login>[],
) {
  const rows = {} as Record<Login, UserRow>;
  for (const user of users) rows[user.usuario] = await createUser(db, scope, user);
  return rows;
}

/** Creates the tenants and users `options` ask for. */
export async function createTenants<Login extends string, OtherLogin extends string>(
  db: Db,
  options: TenantsOptions<Login, OtherLogin>,
): Promise<Tenants<Login, OtherLogin>> {
  const tenant = await createTenant(db, options.tenant);
  const other = options.other ? await createTenant(db, options.otherTenant) : undefined;
  return {
    tenant,
    scope: tenant.scope,
    data: scopedDb(db, tenant.scope),
    users: await createUsers(db, tenant.scope, options.users ?? []),
    other: other as Tenant,
    otherUsers: other
      ? await createUsers(db, other.scope, options.other ?? [])
      : ({} as Record<OtherLogin, UserRow>),
  };
}

/**
 * A fresh, migrated database on `dialect` for a suite: made before its first test and dropped after its last.
 * Call it inside `describe`; read `db` from tests and hooks.
 */
export function useTestDatabase(dialect: DialectName): { readonly db: Db } {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database?.drop());
  return {
    get db() {
      if (!database) throw new Error("the database is made in beforeAll: read it from a test or a hook");
      return database.db;
    },
  };
}

/**
 * `useTestDatabase` with the tenants and users of `createTenants`, for suites that call the repositories and
 * services straight. A suite's own `beforeAll` after it sees everything filled in.
 */
export function useTenantDatabase<
  const Login extends string = never,
  const OtherLogin extends string = never,
>(
  dialect: DialectName,
  options: TenantsOptions<Login, OtherLogin> = {},
): Tenants<Login, OtherLogin> & { readonly db: Db } {
  const database = useTestDatabase(dialect);
  const fixture = {
    get db() {
      return database.db;
    },
  } as Tenants<Login, OtherLogin> & { readonly db: Db };
  beforeAll(async () => {
    Object.assign(fixture, await createTenants(database.db, options));
  });
  return fixture;
}
