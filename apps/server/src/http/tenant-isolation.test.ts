import { randomBytes } from "node:crypto";
import { type CallContract, callPath } from "@trilha/contracts/call";
import { deviceList } from "@trilha/contracts/devices.calls";
import { NOTICES_PATH } from "@trilha/contracts/notices";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { TenantScope } from "../db/tenant-scope.ts";
import { testDialects } from "../test/dialects.ts";
import { createTenant, createUser } from "../test/factories.ts";
import { type Actor, type ActorSession, isolationActors } from "../test/isolation-actors.ts";
import {
  type CallField,
  classifyFields,
  ENTITY_KINDS,
  type EntityKind,
  runOrder,
} from "../test/isolation-fields.ts";
import { leaksOf, moveIdsToOwnRanges } from "../test/isolation-leaks.ts";
import { buildProbes, type Probe, probePath } from "../test/isolation-probes.ts";
import { type ScopeData, seedScope } from "../test/isolation-seed.ts";
import { changedParts, countScopeRows, type ScopeSnapshot, snapshotScope } from "../test/scope-snapshot.ts";
import { signIn } from "../test/sessions.ts";
import { type TestResponse, useTestServer } from "../test/test-server.ts";
import { allCalls } from "./all-calls.ts";

/**
 * Tenant isolation, proven (issue 5 §3): every signed-in call of the contracts — enumerated, so a call added
 * later joins by itself — is sent with sessions of scope A (a student, a platform administrator, and the
 * administrator visiting the student) against scope B, which holds real data of every kind:
 *   1. on B's host, A's sessions are unknown: 401, and neither scope changes;
 *   2. on A's host, bodies and queries carrying B's ids are refused (or, for filters and shared reference
 *      data, answered without any of B's data), and B does not change;
 *   3. B's rows (every scoped table), tenant rows and stored files are hashed after every request;
 *   4. controls so the matrix cannot pass by refusing everything: A is a shared scope of two hosts, and every
 *      call made with A's own ids on A's other host succeeds (or gives its expected business refusal).
 * The field → entity mapping lives in test/isolation-fields.ts; an unmapped id-like field fails here.
 */

const SIGNED_IN = Object.entries(allCalls)
  .filter(([, call]) => call.access !== "public")
  // A call that closes what the others work on goes last, so they still find it open.
  .sort(([a], [b]) => runOrder(a) - runOrder(b));

const ADMINS_FROM_PRINCIPAL = {
  status: 403,
  why: "platform administrators are managed from the principal tenant",
};

/**
 * Calls that cannot succeed for the seeded people, with the refusal they must give instead (one status, or one
 * per actor where the student and the administrator meet different rules first).
 */
const CONTROL_REFUSALS: Record<
  string,
  { status: number | Record<"student" | "admin", number>; why: string }
> = {
  passwordCreate: { status: 409, why: "every seeded account has a password: it is changed, not created" },
  tenantCreate: { status: 403, why: "new platforms are the principal tenant's to create (spec §6)" },
  platformAdminList: ADMINS_FROM_PRINCIPAL,
  platformAdminAdd: ADMINS_FROM_PRINCIPAL,
  platformAdminInvite: ADMINS_FROM_PRINCIPAL,
  platformAdminRemove: ADMINS_FROM_PRINCIPAL,
  platformAdminResetTwoFactor: ADMINS_FROM_PRINCIPAL,
  termsPublish: { status: 403, why: "the terms hold for every platform: the principal tenant's to publish" },
  tenantHostApprove: {
    status: 403,
    why: "which host names answer for a platform, the principal tenant says",
  },
  guardianPair: { status: 403, why: "a family's pairing code links a guardian: no seeded actor is one" },
  joinByCode: {
    status: 409,
    why: "a join code is for an account a social sign-up made, waiting for a school: no seeded actor waits",
  },
  deliveryWithdraw: {
    status: { student: 400, admin: 404 },
    why: "only file deliveries are taken back, and the seeded lesson is a written answer; the administrator is no student of it",
  },
  deliveryFileRemove: {
    status: { student: 409, admin: 404 },
    why: "the seeded attempt's file was delivered by deliverySubmit before; the administrator is no student of it",
  },
};

// ISOLATION_TRACE=1 prints every request of the matrix with its answer, to read what it really asked.
const trace = (line: string) => {
  if (process.env.ISOLATION_TRACE) console.log(line);
};

const newMarker = (letter: string) => `z${letter}${randomBytes(3).toString("hex")}`;

describe("the matrix's field map", () => {
  it("fails, naming it, on an id-like field it cannot map, and on a field it does not know", () => {
    const call = {
      method: "POST",
      path: "/conta/{lang}/exemplo",
      access: "session",
      body: z.object({ aluno_id: z.number(), apelido: z.string(), senha: z.string() }),
      response: z.object({}),
    } as const;
    expect(() => classifyFields("exemplo", call)).toThrow(/exemplo\.aluno_id looks like an id/);
    expect(() => classifyFields("exemplo", call)).toThrow(/exemplo\.apelido is neither/);
    const mapped = { ...call, body: z.object({ rede_id: z.number(), senha: z.string() }) };
    expect(classifyFields("exemplo", mapped).map((field) => [field.path, field.id?.kinds ?? null])).toEqual([
      ["rede_id", ["network"]],
      ["senha", null],
    ]);
  });
});

describe.each(testDialects())("tenant isolation matrix (%s)", (dialect) => {
  const server = useTestServer(dialect);
  let a: ScopeData;
  let b: ScopeData;
  let otherHostOfA: string;
  let tenantsOfA: number[];
  let principal: { scope: TenantScope; adminId: number; host: string };
  let bSnapshot: ScopeSnapshot;
  let actors: Awaited<ReturnType<typeof isolationActors>>;

  beforeAll(async () => {
    const principalTenant = await createTenant(server.db, { principal: 1 });
    principal = {
      host: principalTenant.dominio,
      scope: principalTenant.scope,
      adminId: (await createUser(server.db, principalTenant.scope, { platformAdmin: true })).id,
    };
    const markerA = newMarker("a");
    const markerB = newMarker("b");
    const share = `${markerA}-rede`;
    const north = await createTenant(server.db, { slug: `${markerA}-norte`, database_share: share });
    const east = await createTenant(server.db, { slug: `${markerA}-leste`, database_share: share });
    otherHostOfA = east.dominio;
    tenantsOfA = [north.id, east.id];
    a = await seedScope(server, north, markerA);
    await moveIdsToOwnRanges(server.db);
    b = await seedScope(server, await createTenant(server.db, { slug: `${markerB}-escola` }), markerB);
    actors = await isolationActors(server, a, principal);
    bSnapshot = await snapshotOfB();
  }, 300_000);

  const snapshotOfB = () =>
    snapshotScope(server.db, b.scope, { tenantIds: [b.tenant.id], dataDir: server.dataDir });
  const snapshotOfA = () =>
    snapshotScope(server.db, a.scope, { tenantIds: tenantsOfA, dataDir: server.dataDir });

  function send(call: CallContract, probe: Probe, token: string, host: string): Promise<TestResponse> {
    return server.request(call.method, probePath(callPath(call, "pt-br"), probe), {
      host,
      token,
      ...(call.method === "GET" ? {} : { body: probe.body }),
    });
  }

  /** After any request: B unchanged, and no answer that succeeded carries B's data. */
  async function expectBUntouched(where: string, response: TestResponse) {
    expect(
      response.status,
      `${where} answered ${response.status}: ${response.text.slice(0, 300)}`,
    ).toBeLessThan(500);
    expect(changedParts(bSnapshot, await snapshotOfB()), `${where} changed B's data`).toEqual([]);
    if (response.status < 300)
      expect(await leaksOf(server.db, b, response), `${where} returned B's data`).toEqual([]);
  }

  it("seeds real data in every scoped table of both scopes", async () => {
    for (const scope of [a, b]) {
      const counts = await countScopeRows(server.db, scope.scope);
      const empty = Object.entries(counts)
        .filter(([, n]) => n === 0)
        .map(([table]) => table);
      expect(empty, `tables without ${scope.marker}'s rows: seed them in test/isolation-seed.ts`).toEqual([]);
      const missing = Object.keys(ENTITY_KINDS).filter(
        (kind) => scope.values[kind as EntityKind].length === 0,
      );
      expect(missing, `entity kinds without ${scope.marker}'s values`).toEqual([]);
    }
  });

  it("the leak check finds B's names, handles, screenshot and ids in an answer, and nothing of B in A's", async () => {
    const answer = (json: unknown, raw: Buffer = Buffer.from(JSON.stringify(json))): TestResponse => ({
      status: 200,
      headers: {},
      text: raw.toString("utf8"),
      raw,
      json,
    });
    const found = (json: unknown, raw?: Buffer) => leaksOf(server.db, b, answer(json, raw));
    expect(await found({ redes: [{ id: a.values.network[0], nome: `Rede ${a.marker}` }] })).toEqual([]);
    expect(await found({ alunos: [{ id: 1, nome: `Pessoa filho ${b.marker}` }] })).toEqual([b.marker]);
    expect(await found({ redes: [{ id: b.values.network[0], nome: "Rede" }] })).toEqual([
      `id ${b.values.network[0]}`,
    ]);
    expect(await found({ eventos: [{ ator: { id: b.users.admin.id } }] })).toEqual([
      `id ${b.users.admin.id}`,
    ]);
    expect(await found({ token_id: { token: b.values.device[0] } })).toEqual([b.values.device[0]]);
    expect(await found(undefined, Buffer.concat([Buffer.from("x"), b.screenshot]))).toContain(
      "the screenshot's bytes",
    );
  });

  it("classifies every field of every signed-in call", () => {
    expect(SIGNED_IN.length).toBeGreaterThan(20);
    for (const [name, call] of SIGNED_IN) classifyFields(name, call);
  });

  it("a session of a shared scope works on its other host, and on no other tenant's (positive control)", async () => {
    const token = await signIn(server, a.host, a.users.admin.usuario);
    const path = callPath(deviceList, "pt-br");
    const there = await server.request("POST", path, { host: otherHostOfA, token, body: {} });
    expect(there.status, there.text).toBe(200);
    expect(there.json.dispositivos.some((device: { atual: boolean }) => device.atual)).toBe(true);
    // B's host, the principal tenant's, and an unknown host (which falls back to the principal tenant).
    for (const host of [b.host, principal.host, "desconhecido.localhost"]) {
      const elsewhere = await server.request("POST", path, { host, token, body: {} });
      expect(elsewhere.status, host).toBe(401);
    }
  });

  it("serves the routes outside the contracts (notices file, profile photos) from the host's scope only", async () => {
    const notices = await server.request("GET", NOTICES_PATH, { host: a.host });
    expect(notices.status).toBe(200);
    expect(notices.text).toContain(a.marker);
    expect(notices.text).not.toContain(b.marker);
    const { foto } = await server.db
      .selectFrom("users")
      .select("foto")
      .where("id", "=", b.users.student.id)
      .executeTakeFirstOrThrow();
    expect(foto).toBeTruthy();
    expect((await server.request("GET", `/foto-perfil/${foto}`, { host: b.host })).status).toBe(200);
    for (const host of [a.host, otherHostOfA]) {
      expect((await server.request("GET", `/foto-perfil/${foto}`, { host })).status, host).toBe(404);
    }
    expect(changedParts(bSnapshot, await snapshotOfB())).toEqual([]);
  });

  it("every signed-in call refuses A's sessions on B's host with 401 and changes nothing", {
    timeout: 300_000,
  }, async () => {
    let requests = 0;
    for (const [name, call] of SIGNED_IN) {
      const fields = classifyFields(name, call);
      for (const actor of ["student", "admin", "visitor", "principal-admin"] as const) {
        const session = await actors.start(actor);
        const plain = await actors.plainValues(session);
        // The principal tenant's administrator has no ids of A: B's are the ones worth trying.
        const mine =
          actor === "principal-admin"
            ? []
            : buildProbes(name, call, fields, await actors.ownValues(session, fields), plain).probes;
        const theirs = buildProbes(name, call, fields, (field) => valuesOfB(field), plain).probes;
        const aBefore = await snapshotOfA();
        for (const probe of [...mine, ...theirs]) {
          const where = `${name} (${actor}, ${probe.label}) on B's host`;
          const response = await send(call, probe, session.token, b.host);
          requests += 1;
          trace(`${where}: ${response.status}`);
          expect(response.status, `${where}: ${response.text}`).toBe(401);
          await expectBUntouched(where, response);
        }
        expect(
          changedParts(aBefore, await snapshotOfA()),
          `${name} (${actor}) on B's host changed A`,
        ).toEqual([]);
      }
    }
    console.log(`isolation on ${dialect}: ${requests} requests of A's sessions on B's host`);
  });

  function valuesOfB(field: CallField): unknown[] {
    return (field.id?.kinds ?? []).flatMap((kind) => [...b.values[kind]]);
  }

  /**
   * Runs each probe of a call for an actor, each with a fresh session and with values made for it (a call may
   * end the session it came with, or use up a device handle).
   */
  async function eachProbe(
    name: string,
    call: CallContract,
    actor: Actor,
    values: (session: ActorSession, fields: readonly CallField[]) => Promise<(field: CallField) => unknown[]>,
    run: (probe: Probe, session: ActorSession) => Promise<void>,
  ) {
    const fields = classifyFields(name, call);
    for (let index = 0; ; index++) {
      const session = await actors.start(actor);
      const built = buildProbes(
        name,
        call,
        fields,
        await values(session, fields),
        await actors.plainValues(session),
      );
      expect(built.unfit, "fields none of the values fit").toEqual([]);
      const probe = built.probes[index];
      if (!probe) return;
      await run(probe, session);
    }
  }

  const valuesOfBFor = async () => valuesOfB;

  it("every signed-in call with B's ids on A's host is refused or answers without B's data", {
    timeout: 300_000,
  }, async () => {
    const statuses: Record<string, number> = {};
    for (const [name, call] of SIGNED_IN) {
      for (const actor of ["student", "admin", "visitor"] as const) {
        await eachProbe(name, call, actor, valuesOfBFor, async (probe, session) => {
          const where = `${name} (${actor}, ${probe.label}) on A's host`;
          const response = await send(call, probe, session.token, a.host);
          const status = response.status;
          trace(`${where}: ${status}`);
          statuses[String(status)] = (statuses[String(status)] ?? 0) + 1;
          expect(status, `${where}: A's own session was refused on A's host`).not.toBe(401);
          if (probe.mode === "lookup") {
            expect(
              status,
              `${where} accepted B's ${probe.field?.path}: ${response.text}`,
            ).toBeGreaterThanOrEqual(400);
          }
          if (name === "passwordChange" && status === 200) actors.passwordChanged(session, probe.body.senha);
          await expectBUntouched(where, response);
        });
      }
    }
    console.log(`isolation on ${dialect}: answers to B's ids on A's host ${JSON.stringify(statuses)}`);
  });

  it("every signed-in call works with A's own ids on A's other host (control)", {
    timeout: 300_000,
  }, async () => {
    const succeeded = new Set<string>();
    for (const [name, call] of SIGNED_IN) {
      for (const actor of ["student", "admin", "visitor"] as const) {
        await eachProbe(name, call, actor, actors.ownValues, async (probe, session) => {
          const where = `${name} (${actor}, ${probe.label}) with A's ids on A's other host`;
          const response = await send(call, probe, session.token, otherHostOfA);
          trace(`${where}: ${response.status}`);
          expect(response.status, `${where}: ${response.text}`).not.toBe(401);
          if (call.access === "platform-admin" && actor !== "admin") expect(response.status, where).toBe(403);
          if (response.status < 300) succeeded.add(name);
          if (name === "passwordChange" && response.status === 200) {
            actors.passwordChanged(session, probe.body.senha);
          }
          const refusal = CONTROL_REFUSALS[name];
          if (refusal && actor !== "visitor") {
            const status = typeof refusal.status === "number" ? refusal.status : refusal.status[actor];
            expect(response.status, `${where} (${refusal.why})`).toBe(status);
          }
          await expectBUntouched(where, response);
        });
      }
    }
    const expected = SIGNED_IN.map(([name]) => name).filter((name) => !CONTROL_REFUSALS[name]);
    expect(
      expected.filter((name) => !succeeded.has(name)),
      "calls that never succeeded for A",
    ).toEqual([]);
  });
});
