import { PLATFORM_ADMIN_ROLE } from "@trilha/contracts/rules/session-roles";
import { beforeAll, describe, expect, it } from "vitest";
import { ensurePrincipalTenant, principalData } from "../../db/bootstrap.ts";
import { scopeOfTenant, type TenantScope } from "../../db/tenant-scope.ts";
import { auditEventsOf } from "../../test/audit-rows.ts";
import { createTestDatabase, testDialects } from "../../test/dialects.ts";
import { createUser } from "../../test/factories.ts";
import { useTestServer } from "../../test/test-server.ts";
import {
  createPlatformAdmin,
  reissueAdminPassword,
  TEMPORARY_PASSWORD_TTL_HOURS,
} from "./first-admin.service.ts";

describe.each(testDialects())("the first platform administrator on %s", (dialect) => {
  const server = useTestServer(dialect);
  const domain = "principal.first-admin.localhost";

  let scope: TenantScope;

  beforeAll(async () => {
    await ensurePrincipalTenant(server.db, domain);
    const tenant = await server.db
      .selectFrom("tenants")
      .selectAll()
      .where("dominio", "=", domain)
      .executeTakeFirstOrThrow();
    scope = scopeOfTenant(tenant);
  });

  it("creates an administrator of the principal tenant who signs in once with the printed password, then must change it", async () => {
    const admin = await createPlatformAdmin(await principalData(server.db), {
      usuario: " 00marina ",
      nome: "Marina Alves",
      email: "marina@escola.example",
    });
    expect(admin.usuario).toBe("marina");
    expect(admin.tenantDomain).toBe(domain);
    expect(admin.temporaryPassword).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{16}$/);

    const login = await server.request("POST", "/conta/pt-br/logar/padrao", {
      host: domain,
      body: { usuario: "marina", senha: admin.temporaryPassword },
    });
    expect(login.status, login.text).toBe(200);
    expect(login.json.usuario.nome).toBe("Marina Alves");
    expect(login.json.usuario.email).toBe("marina@escola.example");
    expect(login.json.usuario.funcoes[PLATFORM_ADMIN_ROLE]).toBe(true);
    expect(login.json.usuario.funcoes.forca_senha).toBe(true);

    const audit = await auditEventsOf(server.db, scope, "account.admin_created").selectAll().execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.subject_user_id).toBe(login.json.usuario.id);
    expect(JSON.stringify(audit[0])).not.toContain(admin.temporaryPassword);
  });

  it("draws a different password each time", async () => {
    const first = await createPlatformAdmin(await principalData(server.db), {
      usuario: "ops1",
      nome: "Operação Um",
    });
    const second = await createPlatformAdmin(await principalData(server.db), {
      usuario: "ops2",
      nome: "Operação Dois",
    });
    expect(first.temporaryPassword).not.toBe(second.temporaryPassword);
  });

  it("refuses a login that exists, and bad input, each with a message naming it", async () => {
    await expect(
      createPlatformAdmin(await principalData(server.db), { usuario: "marina", nome: "Outra" }),
    ).rejects.toThrow(`the login 'marina' already exists on ${domain}`);
    await expect(
      createPlatformAdmin(await principalData(server.db), { usuario: "", nome: "Sem Login" }),
    ).rejects.toThrow("usuario is required");
    await expect(
      createPlatformAdmin(await principalData(server.db), { usuario: "duas palavras", nome: "X" }),
    ).rejects.toThrow("usuario has no spaces");
    await expect(
      createPlatformAdmin(await principalData(server.db), { usuario: "semnome", nome: "  " }),
    ).rejects.toThrow("nome is required");
    await expect(
      createPlatformAdmin(await principalData(server.db), {
        usuario: "email",
        nome: "E",
        email: "não-é-email",
      }),
    ).rejects.toThrow("email is not an e-mail address");
  });

  const login = (usuario: string, senha: string) =>
    server.request("POST", "/conta/pt-br/logar/padrao", { host: domain, body: { usuario, senha } });
  const expireTemporaryPassword = (usuario: string) =>
    server.db
      .updateTable("users")
      .set({ password_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("usuario", "=", usuario)
      .execute();

  it(`stops the one-time password after ${TEMPORARY_PASSWORD_TTL_HOURS} hours, telling only its holder why`, async () => {
    const before = Date.now();
    const admin = await createPlatformAdmin(await principalData(server.db), {
      usuario: "expira",
      nome: "Expira Logo",
    });
    const ttl = TEMPORARY_PASSWORD_TTL_HOURS * 3_600_000;
    expect(Date.parse(admin.expiresAt)).toBeGreaterThanOrEqual(before + ttl);
    expect(Date.parse(admin.expiresAt)).toBeLessThanOrEqual(Date.now() + ttl);
    expect((await login("expira", admin.temporaryPassword)).status).toBe(200);

    await expireTemporaryPassword("expira");
    const refused = await login("expira", admin.temporaryPassword);
    expect(refused.status).toBe(401);
    expect(refused.json.mensagem).toBe(
      "Esta senha temporária expirou. Peça uma nova ao administrador da plataforma.",
    );
    const wrong = await login("expira", "outra-coisa-123");
    expect(wrong.json.mensagem).toBe("Usuário ou senha incorretos.");

    const failures = await auditEventsOf(server.db, scope, "login.failed").select("details").execute();
    expect(failures.map((row) => JSON.parse(row.details).reason)).toEqual(
      expect.arrayContaining(["password_expired", "wrong_password"]),
    );
  });

  it("keeps no expiry once the administrator chooses a password", async () => {
    const admin = await createPlatformAdmin(await principalData(server.db), {
      usuario: "escolhe",
      nome: "Escolhe Senha",
    });
    const token = (await login("escolhe", admin.temporaryPassword)).json.usuario.token;
    const chosen = await server.request("POST", "/conta/pt-br/logado/gerar/senha", {
      host: domain,
      token,
      body: { senha: "girassol-na-janela-42", confirmar: "girassol-na-janela-42" },
    });
    expect(chosen.status, chosen.text).toBe(200);
    const row = await server.db
      .selectFrom("users")
      .select(["password_expires_at", "must_change_password"])
      .where("usuario", "=", "escolhe")
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ password_expires_at: null, must_change_password: 0 });
    expect((await login("escolhe", "girassol-na-janela-42")).status).toBe(200);
  });

  it("reissues a one-time password to an administrator only, ending every session of the account", async () => {
    const admin = await createPlatformAdmin(await principalData(server.db), {
      usuario: "perdeu",
      nome: "Perdeu Senha",
    });
    const session = (await login("perdeu", admin.temporaryPassword)).json.usuario.token;
    await expireTemporaryPassword("perdeu");

    const again = await reissueAdminPassword(await principalData(server.db), { usuario: " perdeu " });
    expect(again.usuario).toBe("perdeu");
    expect(again.temporaryPassword).not.toBe(admin.temporaryPassword);
    expect((await login("perdeu", admin.temporaryPassword)).json.mensagem).toBe(
      "Usuário ou senha incorretos.",
    );
    const signedIn = await login("perdeu", again.temporaryPassword);
    expect(signedIn.status, signedIn.text).toBe(200);
    expect(signedIn.json.usuario.funcoes.forca_senha).toBe(true);
    const old = await server.request("POST", "/conta/pt-br/logar/token", {
      host: domain,
      body: { token: session },
    });
    expect(old.status).toBe(401);

    const audit = await auditEventsOf(server.db, scope, "account.admin_password_reissued")
      .select("subject_user_id")
      .execute();
    expect(audit).toEqual([{ subject_user_id: signedIn.json.usuario.id }]);

    const teacher = await createUser(server.db, scope, { usuario: "professora" });
    await expect(
      reissueAdminPassword(await principalData(server.db), { usuario: teacher.usuario }),
    ).rejects.toThrow(`there is no platform administrator 'professora' on ${domain}`);
    await expect(
      reissueAdminPassword(await principalData(server.db), { usuario: "ninguem" }),
    ).rejects.toThrow("there is no platform administrator 'ninguem'");
  });

  it("needs a principal tenant", async () => {
    const empty = await createTestDatabase(dialect);
    try {
      await expect(
        createPlatformAdmin(await principalData(empty.db), { usuario: "a", nome: "A" }),
      ).rejects.toThrow("there is no principal tenant yet");
    } finally {
      await empty.drop();
    }
  });
});
