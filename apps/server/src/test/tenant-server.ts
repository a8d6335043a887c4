import { afterAll, beforeAll } from "vitest";
import type { TenantRow, UserRow } from "../db/schema.ts";
import type { TenantScope } from "../db/tenant-scope.ts";
import type { DialectName } from "./dialects.ts";
import { createTenant, createUser, type UserOptions } from "./factories.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

/** What a suite of one tenant works with, filled in before its first test. */
export interface TenantServer {
  server: TestServer;
  tenant: TenantRow & { scope: TenantScope };
  scope: TenantScope;
  /** The tenant's host name: requests with it reach this tenant. */
  host: string;
  /** The users asked for, by login. */
  users: Record<string, UserRow>;
}

/**
 * The preamble most API suites share: a server on `dialect` over a fresh database, one fresh tenant and the
 * users asked for, started before the suite's tests and closed after them. Call it inside `describe`.
 */
export function useTenantServer(
  dialect: DialectName,
  options: { env?: Record<string, string>; users?: (UserOptions & { usuario: string })[] } = {},
): TenantServer {
  const fixture = { users: {} } as TenantServer;
  beforeAll(async () => {
    fixture.server = await startTestServer(dialect, options.env ? { env: options.env } : {});
    fixture.tenant = await createTenant(fixture.server.db);
    fixture.scope = fixture.tenant.scope;
    fixture.host = fixture.tenant.dominio;
    for (const user of options.users ?? []) {
      fixture.users[user.usuario] = await createUser(fixture.server.db, fixture.scope, user);
    }
  });
  afterAll(() => fixture.server?.close());
  return fixture;
}
