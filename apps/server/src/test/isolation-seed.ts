import { callPath } from "@trilha/contracts/call";
import { expect } from "vitest";
import type { TenantRow } from "../db/schema.ts";
import type { TenantScope } from "../db/tenant-scope.ts";
import { importFound } from "../lib/import-found.ts";
import type {
  IsolationSeedContext,
  IsolationSeedContributor,
  ScopePeople,
  SeedContribution,
} from "../modules/users/users.isolation-seed.ts";
import { createUser, TEST_PASSWORD } from "./factories.ts";
import { ENTITY_KINDS, type EntityKind } from "./isolation-fields.ts";
import type { TestServer } from "./test-server.ts";

type Tenant = TenantRow & { scope: TenantScope };

export interface ScopeData {
  tenant: Tenant;
  scope: TenantScope;
  host: string;
  /** Part of every name, login, text and host of this scope: found in an answer, it is this scope's data. */
  marker: string;
  users: ScopePeople;
  /** This scope's values of every entity kind, as a request would carry them. */
  values: Record<EntityKind, readonly (string | number)[]>;
  /** Strings that identify this scope's data: the marker, handles, tokens, cursors. */
  secrets: string[];
  /** The screenshot of this scope's problem report, as stored. */
  screenshot: Buffer;
}

/**
 * The modules' seed contributors, found by file name (`modules/<module>/<module>.isolation-seed.ts`), in the
 * order they run: the people and their sign-ins first, then each module's rows by module name, the audit log's
 * last (`runs`), as the others' calls write its events. Together they must name every scoped table
 * (`isolation-seed.test.ts` fails on one left out).
 */
export async function isolationSeedContributors(): Promise<IsolationSeedContributor[]> {
  const found = await importFound<Record<string, unknown>>(
    import.meta.url,
    "../modules/*/*.isolation-seed.ts",
  );
  const contributors = found.flatMap(({ module }) => Object.values(module).filter(isContributor));
  const rank = (contributor: IsolationSeedContributor) => RUNS.indexOf(contributor.runs ?? "between");
  return contributors.sort((a, b) => rank(a) - rank(b));
}

const RUNS = ["people", "sign-ins", "between", "last"] as const;

/**
 * The contributors one at a time, each as soon as the values it `needs` are there (another contributor's rows,
 * e.g. a lesson before the assignment of it): among those that can run, the first in `runs` and file order.
 */
function* runnableOrder(
  contributors: readonly IsolationSeedContributor[],
  values: Readonly<Record<string, readonly unknown[]>>,
): Generator<IsolationSeedContributor> {
  const pending = [...contributors];
  while (pending.length > 0) {
    const stage = pending[0]?.runs ?? "between";
    const index = pending.findIndex(
      (contributor) =>
        (contributor.runs ?? "between") === stage &&
        (contributor.needs ?? []).every((kind) => (values[kind]?.length ?? 0) > 0),
    );
    if (index < 0) {
      const waiting = pending.filter((contributor) => (contributor.runs ?? "between") === stage);
      throw new Error(
        `isolation seed: contributors of ${waiting.map((c) => c.tables.join("+")).join(", ")} need values ` +
          "that no contributor gives in its seed",
      );
    }
    const [next] = pending.splice(index, 1);
    if (next) yield next;
  }
}

function isContributor(value: unknown): value is IsolationSeedContributor {
  return typeof value === "object" && value !== null && "tables" in value && "seed" in value;
}

/**
 * Fills one scope with real data of every kind the platform keeps, each module adding its own rows: written by
 * the API as the scope's own users would (sign-ins, a failed one, 2FA with a trusted device, an authenticator
 * enrolment, a reset request, a report with a screenshot, a photo, a favourite, a visit, accepted terms, audit
 * events, rate-limit and captcha rows), and inserted where the platform has no call that writes them
 * (networks, classes, paths, guardians, notices, announcements, social identities, clients).
 */
export async function seedScope(server: TestServer, tenant: Tenant, marker: string): Promise<ScopeData> {
  const { db } = server;
  const scope = tenant.scope;
  const host = tenant.dominio;
  const headers = { "user-agent": `Mozilla/5.0 (X11; Linux x86_64) ${marker}/1.0` };
  const call = (contract: { method: string; path: `/${string}` }, body?: unknown, token?: string) =>
    server.request(contract.method, callPath(contract, "pt-br"), {
      host,
      ...(body === undefined ? {} : { body }),
      ...(token ? { token } : {}),
      headers,
    });
  const context: IsolationSeedContext = {
    db,
    scope,
    host,
    marker,
    password: TEST_PASSWORD,
    createUser: (options) => createUser(db, scope, options),
    call,
    ok: async (contract, body, token) => {
      const answer = await call(contract, body, token);
      expect(answer.status, `seeding ${marker}: ${answer.text}`).toBe(200);
      return answer.json;
    },
    outbox: (to) => server.outbox(to),
    // Filled by the first two contributors, before any other reads them.
    users: {} as ScopePeople,
    tokens: { student: "", admin: "" },
    values: {},
  };
  const secrets = [marker];
  let screenshot: Buffer = Buffer.alloc(0);
  const take = (contribution: SeedContribution | undefined) => {
    if (!contribution) return;
    if (contribution.users) context.users = contribution.users;
    if (contribution.tokens) context.tokens = contribution.tokens;
    if (contribution.screenshot) screenshot = contribution.screenshot;
    for (const [kind, values] of Object.entries(contribution.values ?? {})) {
      context.values[kind] = [...(context.values[kind] ?? []), ...values];
    }
    secrets.push(...(contribution.secrets ?? []));
  };
  const contributors = await isolationSeedContributors();
  for (const contributor of runnableOrder(contributors, context.values))
    take(await contributor.seed(context));
  for (const contributor of contributors) take(await contributor.collect?.(context));
  secrets.push(...(context.values.sessionToken ?? []).map(String));
  const values = {} as ScopeData["values"];
  for (const kind of Object.keys(ENTITY_KINDS) as EntityKind[]) values[kind] = context.values[kind] ?? [];
  return { tenant, scope, host, marker, users: context.users, values, secrets, screenshot };
}
