import { afterAll, beforeAll } from "vitest";
import type { Db } from "../db/database.ts";
import type { TenantRow, UserRow } from "../db/schema.ts";
import type { TenantScope } from "../db/tenant-scope.ts";
import type { DialectName } from "./dialects.ts";
import { createTenant, createUser, type UserOptions } from "./factories.ts";
import { signIn } from "./sessions.ts";
import type { StorageName } from "./storages.ts";
import { type RequestOptions, startTestServer, type TestResponse, type TestServer } from "./test-server.ts";

type Tenant = TenantRow & { scope: TenantScope };
type UserSpec<Login extends string = string> = UserOptions & { usuario: Login };

/** What a suite of one tenant works with, filled in before its first test. */
export interface TenantServer<Login extends string = string, OtherLogin extends string = string> {
  server: TestServer;
  tenant: Tenant;
  scope: TenantScope;
  /** The tenant's host name: requests with it reach this tenant. */
  host: string;
  /** The users asked for, by login. */
  users: Record<Login, UserRow>;
  /** The second tenant, when the suite asked for one (`other`): another scope, that requests must not cross. */
  other: Tenant;
  otherHost: string;
  /** The second tenant's users, by login. */
  otherUsers: Record<OtherLogin, UserRow>;
  /** A request to the tenant's host, unless `options.host` names another. */
  request(method: string, path: string, options?: RequestOptions): Promise<TestResponse>;
  /** Signs `usuario` in through the real login call, on the tenant's host unless told otherwise: the token. */
  signIn(usuario: string, host?: string): Promise<string>;
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

/**
 * The preamble most API suites share: a server on `dialect` over a fresh database, one fresh tenant and the
 * users asked for (and, with `other`, a second tenant and its users), started before the suite's tests and
 * closed after them. `tenant` and `otherTenant` set columns of the tenants' rows (a principal tenant, its
 * settings). Call it inside `describe`; a suite's own `beforeAll` after it sees everything filled in.
 */
export function useTenantServer<const Login extends string = never, const OtherLogin extends string = never>(
  dialect: DialectName,
  options: {
    env?: Record<string, string>;
    /** Where uploaded files go: the disk (default) or a bucket of the in-process S3 server. */
    storage?: StorageName;
    /** Columns of the tenant's row to set instead of the defaults (e.g. a `database_share`). */
    tenant?: Partial<Omit<TenantRow, "id">>;
    /** The same for the second tenant, when there is one. */
    otherTenant?: Partial<Omit<TenantRow, "id">>;
    users?: UserSpec<Login>[];
    other?: UserSpec<OtherLogin>[];
  } = {},
): TenantServer<Login, OtherLogin> {
  const fixture = {
    request: (method, path, request = {}) =>
      fixture.server.request(method, path, { host: fixture.host, ...request }),
    signIn: (usuario, host = fixture.host) => signIn(fixture.server, host, usuario),
  } as TenantServer<Login, OtherLogin>;
  beforeAll(async () => {
    fixture.server = await startTestServer(dialect, {
      ...(options.env ? { env: options.env } : {}),
      ...(options.storage ? { storage: options.storage } : {}),
    });
    const { db } = fixture.server;
    fixture.tenant = await createTenant(db, options.tenant);
    fixture.scope = fixture.tenant.scope;
    fixture.host = fixture.tenant.dominio;
    if (options.other) {
      fixture.other = await createTenant(db, options.otherTenant);
      fixture.otherHost = fixture.other.dominio;
    }
    fixture.users = await createUsers(db, fixture.scope, options.users ?? []);
    if (options.other) fixture.otherUsers = await createUsers(db, fixture.other.scope, options.other);
  });
  afterAll(() => fixture.server?.close());
  return fixture;
}
