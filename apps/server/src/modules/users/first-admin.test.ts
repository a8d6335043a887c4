import { PLATFORM_ADMIN_ROLE } from "@trilha/contracts/session-user";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensurePrincipalTenant } from "../../db/bootstrap.ts";
import { createTestDatabase, testDialects } from "../../test/dialects.ts";
import { startTestServer, type TestServer } from "../../test/test-server.ts";
import { createPlatformAdmin } from "./first-admin.ts";

describe.each(testDialects())("the first platform administrator on %s", (dialect) => {
  let server: TestServer;
  const domain = "principal.first-admin.localhost";

  beforeAll(async () => {
    server = await startTestServer(dialect);
    await ensurePrincipalTenant(server.db, domain);
  });
  afterAll(() => server.close());

  it("creates an administrator of the principal tenant who signs in once with the printed password, then must change it", async () => {
    const admin = await createPlatformAdmin(server.db, {
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

    const audit = await server.db
      .selectFrom("audit_events")
      .selectAll()
      .where("event_type", "=", "account.admin_created")
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.subject_user_id).toBe(login.json.usuario.id);
    expect(JSON.stringify(audit[0])).not.toContain(admin.temporaryPassword);
  });

  it("draws a different password each time", async () => {
    const first = await createPlatformAdmin(server.db, { usuario: "ops1", nome: "Operação Um" });
    const second = await createPlatformAdmin(server.db, { usuario: "ops2", nome: "Operação Dois" });
    expect(first.temporaryPassword).not.toBe(second.temporaryPassword);
  });

  it("refuses a login that exists, and bad input, each with a message naming it", async () => {
    await expect(createPlatformAdmin(server.db, { usuario: "marina", nome: "Outra" })).rejects.toThrow(
      `the login 'marina' already exists on ${domain}`,
    );
    await expect(createPlatformAdmin(server.db, { usuario: "", nome: "Sem Login" })).rejects.toThrow(
      "usuario is required",
    );
    await expect(createPlatformAdmin(server.db, { usuario: "duas palavras", nome: "X" })).rejects.toThrow(
      "usuario has no spaces",
    );
    await expect(createPlatformAdmin(server.db, { usuario: "semnome", nome: "  " })).rejects.toThrow(
      "nome is required",
    );
    await expect(
      createPlatformAdmin(server.db, { usuario: "email", nome: "E", email: "não-é-email" }),
    ).rejects.toThrow("email is not an e-mail address");
  });

  it("needs a principal tenant", async () => {
    const empty = await createTestDatabase(dialect);
    try {
      await expect(createPlatformAdmin(empty.db, { usuario: "a", nome: "A" })).rejects.toThrow(
        "there is no principal tenant yet",
      );
    } finally {
      await empty.drop();
    }
  });
});
