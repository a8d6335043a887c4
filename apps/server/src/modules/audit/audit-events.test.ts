import { createHash } from "node:crypto";
import type { Selectable } from "kysely";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { scopedDb } from "../../db/scoped-db.ts";
import type { OutboxEntry } from "../../providers/mail/outbox-mail.ts";
import { auditEventsOf } from "../../test/audit-rows.ts";
import { alteringCatalogue, testDialects } from "../../test/dialects.ts";
import { TEST_PASSWORD } from "../../test/factories.ts";
import { useTenantServer } from "../../test/tenant-server.ts";
import { lastCode, pendingLogin } from "../../test/two-factor.ts";
import { recordAudit } from "./audit.service.ts";
import type { AuditEventTable } from "./audit.tables.ts";

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const NEW_PASSWORD = "Caderno-azul-77";
const RESET_PASSWORD = "Janela-verde-31";

/**
 * Each flow, run for real through HTTP, leaves its audit row; and no row ever holds a secret the flows used
 * (passwords, codes, tokens, challenges) nor their hashes.
 */
describe.each(testDialects())("audit events recorded by the flows on %s", (dialect) => {
  const t = useTenantServer(dialect, {
    users: [
      { usuario: "admin", platformAdmin: true },
      { usuario: "1001", nome: "Ana Souza" },
      { usuario: "seguro", nome: "Sofia Martins", twoFactorEmail: "sofia@escola.example" },
      { usuario: "esqueci", nome: "Elisa Prado", email: "elisa@escola.example" },
      { usuario: "ajustes", nome: "Rita Lopes", email: "rita@escola.example" },
    ],
  });
  const secrets: string[] = [TEST_PASSWORD, NEW_PASSWORD, RESET_PASSWORD];
  const ids: Record<string, number> = {};

  beforeAll(() => {
    for (const [usuario, user] of Object.entries(t.users)) ids[usuario] = user.id;
  });

  const post = (path: string, body: unknown, token?: string) =>
    t.request("POST", `/conta/pt-br/${path}`, {
      body,
      ...(token ? { token } : {}),
      headers: { "user-agent": BROWSER },
    });

  async function rows(type: string): Promise<Selectable<AuditEventTable>[]> {
    return auditEventsOf(t.server.db, t.scope, type).selectAll().execute();
  }

  async function login(usuario: string, senha = TEST_PASSWORD) {
    const response = await post("logar/padrao", { usuario, senha });
    expect(response.status, response.text).toBe(200);
    secrets.push(response.json.usuario.token);
    return response.json.usuario.token as string;
  }

  it("records a sign-in and a refused one, with the address, the browser and the login typed", async () => {
    await login("1001");
    expect((await post("logar/padrao", { usuario: "1001", senha: "errada-123" })).status).toBe(401);
    expect((await post("logar/padrao", { usuario: "ninguem", senha: "errada-123" })).status).toBe(401);
    secrets.push("errada-123");

    const [ok] = await rows("login.ok");
    expect(ok).toMatchObject({ actor_user_id: ids["1001"], subject_user_id: ids["1001"], ip: "127.0.0.1" });
    expect(ok?.user_agent).toBe(BROWSER.slice(0, 255));
    expect(JSON.parse(ok?.details ?? "")).toEqual({ second_factor_pending: false });
    expect(ok?.tenant_id).toBe(t.scope.tenantId);

    const failed = await rows("login.failed");
    expect(failed.map((row) => [row.actor_user_id, row.subject_user_id, JSON.parse(row.details)])).toEqual([
      [null, ids["1001"], { login: "1001", reason: "wrong_password" }],
      [null, null, { login: "ninguem", reason: "unknown_login" }],
    ]);
  });

  it("records the code sent, a wrong code, the right one and the device saved", async () => {
    const pending = await pendingLogin(t.server, t.host, "seguro");
    secrets.push(pending.desafio);
    const body = { id: pending.id, desafio: pending.desafio };
    expect((await post("2fa/enviarcodigo", { ...body, fator: "email", destino: "" })).status).toBe(200);
    const code = await lastCode(t.server, "sofia@escola.example");
    secrets.push(code);
    const wrong = code === "111111" ? "222222" : "111111";
    const refused = await post("2fa/validarcodigo", { ...body, codigo: wrong });
    expect(refused.json.valido).toBe(false);
    const valid = await post("2fa/validarcodigo", { ...body, codigo: code, salvar_dispositivo: true });
    expect(valid.json.valido, valid.text).toBe(true);
    secrets.push(valid.json.usuario.token, valid.json.dispositivo_2fa.token);

    const seguro = ids.seguro;
    expect((await rows("login.ok")).at(-1)).toMatchObject({ subject_user_id: seguro });
    expect(JSON.parse((await rows("login.ok")).at(-1)?.details ?? "")).toEqual({
      second_factor_pending: true,
    });
    expect((await rows("two_factor.code_sent"))[0]).toMatchObject({
      actor_user_id: null,
      subject_user_id: seguro,
    });
    expect((await rows("two_factor.failed"))[0]).toMatchObject({
      actor_user_id: null,
      subject_user_id: seguro,
    });
    const [ok] = await rows("two_factor.ok");
    expect(ok).toMatchObject({ actor_user_id: seguro, subject_user_id: seguro });
    expect(JSON.parse(ok?.details ?? "")).toEqual({ factor: "email" });
    const [trusted] = await rows("two_factor.device_trusted");
    expect(JSON.parse(trusted?.details ?? "")).toEqual({ device: expect.stringContaining("Chrome") });
  });

  it("records the two-factor settings a person changes in My account", async () => {
    const token = await login("ajustes");
    expect((await post("logado/2fa/email", { ativo: true }, token)).status).toBe(200);
    expect((await post("logado/2fa/ativar", { ativo: true }, token)).status).toBe(200);
    expect((await post("logado/2fa/ativar", { ativo: false }, token)).status).toBe(200);
    const changes = await rows("two_factor.settings_changed");
    expect(changes.map((row) => [row.actor_user_id, row.subject_user_id, JSON.parse(row.details)])).toEqual([
      [ids.ajustes, ids.ajustes, { change: "email_added" }],
      [ids.ajustes, ids.ajustes, { change: "enabled" }],
      [ids.ajustes, ids.ajustes, { change: "disabled" }],
    ]);
  });

  it("records a password change inside its transaction, and a reset asked for and done", async () => {
    const token = await login("1001");
    const changed = await post(
      "logado/alterar/senha",
      { senha_atual: TEST_PASSWORD, senha: NEW_PASSWORD, confirmar: NEW_PASSWORD },
      token,
    );
    expect(changed.status, changed.text).toBe(200);
    const [change] = await rows("password.changed");
    expect(change).toMatchObject({ actor_user_id: ids["1001"], subject_user_id: ids["1001"] });
    expect(JSON.parse(change?.details ?? "")).toEqual({ forced: false });

    expect((await post("recuperar/senha", { usuario: "esqueci" })).status).toBe(200);
    // The mail is written after the answer, in its own time on a busy machine; a read that meets the file
    // half-written fails and is tried again.
    const mail = await vi.waitFor(
      async () => {
        const last = (await t.server.outbox("elisa@escola.example")).at(-1);
        expect(last, "the reset mail").toBeDefined();
        return last as OutboxEntry;
      },
      { timeout: 10_000, interval: 20 },
    );
    const resetToken = mail.text.match(/\/usuario\/redefinir-senha\/([\w-]+)/)?.[1] ?? "";
    secrets.push(resetToken);
    const reset = await post("redefinir/senha", {
      token: resetToken,
      senha: RESET_PASSWORD,
      confirmar: RESET_PASSWORD,
    });
    expect(reset.status, reset.text).toBe(200);
    const [requested] = await rows("password.reset_requested");
    expect(requested).toMatchObject({ actor_user_id: null, subject_user_id: ids.esqueci });
    expect(JSON.parse(requested?.details ?? "")).toEqual({ login: "esqueci", mailed: true });
    expect(await rows("password.reset")).toHaveLength(1);
  });

  it("records a device removed and all others removed", async () => {
    const current = await login("1001", NEW_PASSWORD);
    await login("1001", NEW_PASSWORD);
    await login("1001", NEW_PASSWORD);
    const list = await post("dispositivo/listar", {}, current);
    const devices: { atual: boolean; token_id: { token: string } }[] = list.json.dispositivos;
    const other = devices.find((device) => !device.atual);
    const mine = devices.find((device) => device.atual);
    expect((await post("dispositivo/deletar", { token: other?.token_id.token }, current)).status).toBe(200);
    expect((await post("dispositivo/deletar-todos", { token: mine?.token_id.token }, current)).status).toBe(
      200,
    );
    const [removed] = await rows("device.removed");
    expect(removed).toMatchObject({ actor_user_id: ids["1001"], subject_user_id: ids["1001"] });
    expect(JSON.parse(removed?.details ?? "")).toEqual({ device: expect.stringContaining("Chrome") });
    expect((await rows("device.removed_all"))[0]).toMatchObject({ subject_user_id: ids["1001"] });
  });

  it("records who visited whom, when the visit started and when it ended", async () => {
    const admin = await login("admin");
    const started = await post("visitar", { usuario_id: ids["1001"] }, admin);
    expect(started.status, started.text).toBe(200);
    secrets.push(started.json.usuario.token);
    expect((await post("visitar/sair", {}, started.json.usuario.token)).status).toBe(200);
    const expected = { actor_user_id: ids.admin, subject_user_id: ids["1001"] };
    expect((await rows("visit.started"))[0]).toMatchObject(expected);
    expect((await rows("visit.ended"))[0]).toMatchObject(expected);
  });

  it("keeps no password, code, token or challenge, nor any hash of one, in any row", async () => {
    const all = await t.server.db.selectFrom("audit_events").selectAll().execute();
    expect(all.length).toBeGreaterThan(10);
    const stored = JSON.stringify(all).toLowerCase();
    const users = await t.server.db.selectFrom("users").select("password_hash").execute();
    const forbidden = [
      ...secrets,
      ...secrets.map((secret) => createHash("sha256").update(secret).digest("hex")),
      ...secrets.map((secret) => createHash("sha256").update(secret).digest("base64url")),
      ...users.map((user) => user.password_hash ?? ""),
    ].filter((secret) => secret.length >= 6);
    expect(forbidden.length).toBeGreaterThan(20);
    for (const secret of forbidden)
      expect(stored, "a secret in the audit log").not.toContain(secret.toLowerCase());
  });

  it("refuses details outside the event's shape and writes nothing", async () => {
    const before = (await rows("login.ok")).length;
    const smuggled = { second_factor_pending: false, senha: TEST_PASSWORD } as {
      second_factor_pending: boolean;
    };
    await expect(
      recordAudit(scopedDb(t.server.db, t.scope), {
        type: "login.ok",
        origin: { ip: null, userAgent: null },
        details: smuggled,
      }),
    ).rejects.toThrow();
    expect(await rows("login.ok")).toHaveLength(before);
  });
});

describe.each(testDialects())("when the audit log cannot be written on %s", (dialect) => {
  const t = useTenantServer(dialect, { users: [{ usuario: "1001" }] });

  it("fails the request instead of succeeding unrecorded, and rolls back what shares its transaction", async () => {
    const token = await t.signIn("1001");
    const rename = (from: string, to: string) =>
      alteringCatalogue(() => t.server.db.schema.alterTable(from).renameTo(to).execute());
    await rename("audit_events", "audit_events_away");
    try {
      const loginAnswer = await t.request("POST", "/conta/pt-br/logar/padrao", {
        body: { usuario: "1001", senha: TEST_PASSWORD },
      });
      expect(loginAnswer.status).toBe(500);
      expect(loginAnswer.json.usuario).toBeUndefined();
      const change = await t.request("POST", "/conta/pt-br/logado/alterar/senha", {
        token,
        body: { senha_atual: TEST_PASSWORD, senha: NEW_PASSWORD, confirmar: NEW_PASSWORD },
      });
      expect(change.status).toBe(500);
    } finally {
      await rename("audit_events_away", "audit_events");
    }
    // The change was rolled back with its record: the old password still signs in.
    await t.signIn("1001");
  });
});
