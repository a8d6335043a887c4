import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/schema.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { testDialects } from "../../test/dialects.ts";
import { createTenant, createUser, TEST_PASSWORD } from "../../test/factories.ts";
import { signIn } from "../../test/sessions.ts";
import { useTestServer } from "../../test/test-server.ts";
import { pendingLogin } from "../../test/two-factor.ts";
import { PURGE_BATCH, purgeExpiredRows, RETENTION_RULES } from "./retention.sweep.ts";

const SETTINGS = { auditDays: 365, loginAttemptDays: 90 };
const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS);

/**
 * Rows left by real flows in two schools (sign-in, a wrong password, a reset request, a wrong current
 * password, a pending second factor), then retention passes at later and later instants: each kind goes exactly when its time is up,
 * in every scope, and nothing live goes before.
 */
describe.each(testDialects())("retention of expired rows on %s", (dialect) => {
  const server = useTestServer(dialect);
  const schools: { host: string; scope: TenantScope; token: string }[] = [];

  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const tenant = await createTenant(server.db);
      await createUser(server.db, tenant.scope, { usuario: "1001", email: `ana${i}@escola.example` });
      await createUser(server.db, tenant.scope, {
        usuario: "seguro",
        twoFactorEmail: `sofia${i}@escola.example`,
      });
      const token = await signIn(server, tenant.dominio, "1001");
      const wrong = await server.request("POST", "/conta/pt-br/logar/padrao", {
        host: tenant.dominio,
        body: { usuario: "1001", senha: `${TEST_PASSWORD}-errada` },
      });
      expect(wrong.status).toBe(401);
      const forgot = await server.request("POST", "/conta/pt-br/recuperar/senha", {
        host: tenant.dominio,
        body: { usuario: "1001" },
      });
      expect(forgot.status, forgot.text).toBe(200);
      const wrongCurrent = await server.request("POST", "/conta/pt-br/logado/confirmar/senha", {
        host: tenant.dominio,
        token,
        body: { senha_atual: `${TEST_PASSWORD}-errada` },
      });
      expect(wrongCurrent.status, wrongCurrent.text).toBe(400);
      await pendingLogin(server, tenant.dominio, "seguro");
      schools.push({ host: tenant.dominio, scope: tenant.scope, token });
    }
  });

  async function count(table: keyof Database, scope: TenantScope): Promise<number> {
    const { rows } = await sql<{ n: string | number }>`select count(*) as n from ${sql.table(table)}
      where scope = ${scope.key}`.execute(server.db);
    return Number(rows[0]?.n ?? 0);
  }

  async function everywhere(table: keyof Database): Promise<number[]> {
    return Promise.all(schools.map((school) => count(table, school.scope)));
  }

  const networks = (token: string, host: string) =>
    server.request("POST", "/conta/pt-br/logado/buscar/redes-gestor", { host, token, body: {} });

  it("deletes nothing that is still live, and signed-in users stay signed in", async () => {
    expect(await purgeExpiredRows(server.db, SETTINGS)).toEqual({});
    for (const table of [
      "sessions",
      "login_attempts",
      "audit_events",
      "password_reset_tokens",
      "password_events",
      "two_factor_challenges",
      "known_browsers",
    ] as const) {
      for (const rows of await everywhere(table)) expect(rows, table).toBeGreaterThan(0);
    }
    for (const school of schools) expect((await networks(school.token, school.host)).status).toBe(200);
  });

  it("deletes expired links, challenges and password events within a day, in every school", async () => {
    const deleted = await purgeExpiredRows(server.db, SETTINGS, inDays(1.5));
    expect(deleted.password_reset_tokens).toBe(2);
    expect(deleted.two_factor_challenges).toBe(2);
    expect(deleted.password_events).toBe(2);
    expect(deleted.sessions).toBeUndefined();
    expect(await everywhere("password_reset_tokens")).toEqual([0, 0]);
    expect(await everywhere("two_factor_challenges")).toEqual([0, 0]);
    expect(await everywhere("rate_limit_counters")).toEqual([0, 0]);
    for (const school of schools) expect((await networks(school.token, school.host)).status).toBe(200);
  });

  it("deletes sessions once they expire (30 days), login attempts after 90 days, the audit log after a year", async () => {
    const sessions = await purgeExpiredRows(server.db, SETTINGS, inDays(31));
    expect(sessions.sessions).toBe(2);
    expect(await everywhere("sessions")).toEqual([0, 0]);
    for (const school of schools) expect((await networks(school.token, school.host)).status).toBe(401);
    for (const rows of await everywhere("login_attempts")) expect(rows).toBeGreaterThan(0);
    for (const rows of await everywhere("known_browsers")) expect(rows).toBeGreaterThan(0);

    const attempts = await purgeExpiredRows(server.db, SETTINGS, inDays(91));
    expect(attempts.login_attempts).toBeGreaterThanOrEqual(6);
    expect(await everywhere("login_attempts")).toEqual([0, 0]);
    // A browser is known for 90 days after its last sign-in.
    expect(await everywhere("known_browsers")).toEqual([0, 0]);
    for (const rows of await everywhere("audit_events")) expect(rows).toBeGreaterThan(0);

    await purgeExpiredRows(server.db, SETTINGS, inDays(366));
    expect(await everywhere("audit_events")).toEqual([0, 0]);
    // Accounts are not retention's business.
    expect(await everywhere("users")).toEqual([2, 2]);
  });

  it("deletes a backlog in batches until none is left", async () => {
    const [school] = schools;
    if (!school) throw new Error("no school");
    const old = new Date(Date.now() - 200 * DAY_MS).toISOString();
    const backlog = PURGE_BATCH * 2 + 7;
    const rows = Array.from({ length: backlog }, (_, i) => ({
      scope: school.scope.key,
      usuario: `antigo${i}`,
      ip: "203.0.113.9",
      succeeded: 0,
      created_at: old,
    }));
    for (let start = 0; start < rows.length; start += 200) {
      await server.db
        .insertInto("login_attempts")
        .values(rows.slice(start, start + 200))
        .execute();
    }
    expect((await purgeExpiredRows(server.db, SETTINGS)).login_attempts).toBe(backlog);
    expect(await count("login_attempts", school.scope)).toBe(0);
  });

  it.runIf(dialect === "sqlite")("finds each batch through an index, not by reading the table", async () => {
    for (const rule of RETENTION_RULES.filter((candidate) => candidate.batched)) {
      const { rows } = await sql<{
        detail: string;
      }>`explain query plan select id from ${sql.table(rule.table)}
        where ${sql.ref(rule.column)} < ${"2026-01-01"} limit ${PURGE_BATCH}`.execute(server.db);
      expect(rows.map((row) => row.detail).join("; "), rule.table).toMatch(/USING (COVERING )?INDEX/);
    }
  });
});
