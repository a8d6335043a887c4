import { afterAll, beforeAll } from "vitest";
import type { Db } from "../db/database.ts";
import { scoped } from "../db/scoped.ts";
import type { DialectName } from "./dialects.ts";
import { signIn } from "./sessions.ts";
import { createTenants, type Tenants, type TenantsOptions } from "./tenant-database.ts";
import {
  type RequestOptions,
  startTestServer,
  type TestResponse,
  type TestServer,
  type TestServerOptions,
} from "./test-server.ts";

/** What a suite of one tenant works with, filled in before its first test. */
export interface TenantServer<Login extends string = string, OtherLogin extends string = string>
  extends Tenants<Login, OtherLogin> {
  server: TestServer;
  /** The server's database as the tenant's scope sees it (`db/scoped.ts`), for the rows a test checks. */
  scopedDb: Db;
  /** The tenant's host name: requests with it reach this tenant. */
  host: string;
  otherHost: string;
  /** A request to the tenant's host, unless `options.host` names another. */
  request(method: string, path: string, options?: RequestOptions): Promise<TestResponse>;
  /** Signs `usuario` in through the real login call, on the tenant's host unless told otherwise: the token. */
  signIn(usuario: string, host?: string): Promise<string>;
  /** Signs every user of the suite in: their tokens by login, the second tenant's users' as `outra-<login>`. */
  signInAll(): Promise<Record<string, string>>;
}

/**
 * The preamble most API suites share: a server on `dialect` over a fresh database, one fresh tenant and the
 * users asked for (and, with `other`, a second tenant and its users), started before the suite's tests and
 * closed after them, with the server settings of `startTestServer`. `tenant` and `otherTenant` set columns of
 * the tenants' rows (a principal tenant, its settings). Call it inside `describe`; a suite's own `beforeAll` after it sees everything filled in.
 */
export function useTenantServer<const Login extends string = never, const OtherLogin extends string = never>(
  dialect: DialectName,
  options: Omit<TestServerOptions, "instanceOf"> & TenantsOptions<Login, OtherLogin> = {},
): TenantServer<Login, OtherLogin> {
  const fixture = {
    request: (method, path, request = {}) =>
      fixture.server.request(method, path, { host: fixture.host, ...request }),
    signIn: (usuario, host = fixture.host) => signIn(fixture.server, host, usuario),
    signInAll: async () => {
      const tokens: Record<string, string> = {};
      for (const login of Object.keys(fixture.users)) tokens[login] = await fixture.signIn(login);
      for (const login of Object.keys(fixture.otherUsers))
        tokens[`outra-${login}`] = await fixture.signIn(login, fixture.otherHost);
      return tokens;
    },
  } as TenantServer<Login, OtherLogin>;
  beforeAll(async () => {
    const { tenant, otherTenant, users, other, ...server } = options;
    fixture.server = await startTestServer(dialect, server);
    Object.assign(fixture, await createTenants(fixture.server.db, options));
    fixture.scopedDb = scoped(fixture.server.db, fixture.scope);
    fixture.host = fixture.tenant.dominio;
    if (options.other) fixture.otherHost = fixture.other.dominio;
  });
  afterAll(() => fixture.server?.close());
  return fixture;
}
