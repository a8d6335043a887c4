import { callPath } from "@trilha/contracts/call";
import { expect } from "vitest";
import type { TenantRow } from "../db/schema.ts";
import type { TenantScope } from "../db/tenant-scope.ts";
import { announcementsIsolationSeed } from "../modules/announcements/announcements.isolation-seed.ts";
import { auditIsolationSeed } from "../modules/audit/audit.isolation-seed.ts";
import { captchaIsolationSeed } from "../modules/captcha/captcha.isolation-seed.ts";
import { classesIsolationSeed } from "../modules/classes/classes.isolation-seed.ts";
import { issueReportsIsolationSeed } from "../modules/issue-reports/issue-reports.isolation-seed.ts";
import { knownBrowsersIsolationSeed } from "../modules/known-browsers/known-browsers.isolation-seed.ts";
import { learningPathsIsolationSeed } from "../modules/learning-paths/learning-paths.isolation-seed.ts";
import { loginAttemptsIsolationSeed } from "../modules/login-attempts/login-attempts.isolation-seed.ts";
import { networksIsolationSeed } from "../modules/networks/networks.isolation-seed.ts";
import { noticesIsolationSeed } from "../modules/notices/notices.isolation-seed.ts";
import { passwordIsolationSeed } from "../modules/password/password.isolation-seed.ts";
import { profileIsolationSeed } from "../modules/profile/profile.isolation-seed.ts";
import { rateLimitIsolationSeed } from "../modules/rate-limit/rate-limit.isolation-seed.ts";
import { sessionsIsolationSeed } from "../modules/sessions/sessions.isolation-seed.ts";
import { socialLoginIsolationSeed } from "../modules/social-login/social-login.isolation-seed.ts";
import { studentsIsolationSeed } from "../modules/students/students.isolation-seed.ts";
import { termsIsolationSeed } from "../modules/terms/terms.isolation-seed.ts";
import { twoFactorIsolationSeed } from "../modules/two-factor/two-factor.isolation-seed.ts";
import { uploadsIsolationSeed } from "../modules/uploads/uploads.isolation-seed.ts";
import {
  type IsolationSeedContext,
  type IsolationSeedContributor,
  type ScopePeople,
  type SeedContribution,
  usersIsolationSeed,
} from "../modules/users/users.isolation-seed.ts";
import { visitingIsolationSeed } from "../modules/visiting/visiting.isolation-seed.ts";
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
 * The modules' seed contributors (`modules/<module>/<module>.isolation-seed.ts`), in the order they run: the
 * people, their sign-ins, then each module's rows; the audit log's last, as the others' calls write its events.
 * Together they must name every table of SCOPED_TABLES (`isolation-seed.test.ts` fails on one left out).
 */
export const ISOLATION_SEED_CONTRIBUTORS: readonly IsolationSeedContributor[] = [
  usersIsolationSeed,
  sessionsIsolationSeed,
  loginAttemptsIsolationSeed,
  knownBrowsersIsolationSeed,
  rateLimitIsolationSeed,
  captchaIsolationSeed,
  socialLoginIsolationSeed,
  networksIsolationSeed,
  classesIsolationSeed,
  learningPathsIsolationSeed,
  studentsIsolationSeed,
  noticesIsolationSeed,
  announcementsIsolationSeed,
  twoFactorIsolationSeed,
  passwordIsolationSeed,
  termsIsolationSeed,
  issueReportsIsolationSeed,
  profileIsolationSeed,
  visitingIsolationSeed,
  uploadsIsolationSeed,
  auditIsolationSeed,
];

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
  for (const contributor of ISOLATION_SEED_CONTRIBUTORS) take(await contributor.seed(context));
  for (const contributor of ISOLATION_SEED_CONTRIBUTORS) take(await contributor.collect?.(context));
  secrets.push(...(context.values.sessionToken ?? []).map(String));
  const values = {} as ScopeData["values"];
  for (const kind of Object.keys(ENTITY_KINDS) as EntityKind[]) values[kind] = context.values[kind] ?? [];
  return { tenant, scope, host, marker, users: context.users, values, secrets, screenshot };
}
