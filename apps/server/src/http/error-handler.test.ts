import { describe, expect, it } from "vitest";
import { testDialects } from "../test/dialects.ts";
import { useTenantServer } from "../test/tenant-server.ts";

describe.each(testDialects())("malformed requests on %s", (dialect) => {
  const t = useTenantServer(dialect, { env: { BODY_LIMIT_BYTES: "2048" } });

  it("refuses a body over the limit with 413 and a message in the path's language", async () => {
    const response = await t.request("POST", "/conta/en-us/logar/padrao", {
      body: { usuario: "1001", senha: "x".repeat(4000) },
    });
    expect(response.status).toBe(413);
    expect(response.json).toEqual({ status: "erro", mensagem: "The request is too large." });
  });

  it("refuses a content type it does not read with 415", async () => {
    const response = await t.request("POST", "/conta/pt-br/logar/padrao", {
      rawBody: "usuario=1001",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(415);
    expect(response.json.mensagem).toBe("Tipo de conteúdo não suportado. Envie application/json.");
  });

  it("names at most a few fields and never answers 5xx for wrong shapes", async () => {
    for (const body of [[], "texto", 42, null, { usuario: ["a"], senha: { x: 1 } }]) {
      const response = await t.request("POST", "/conta/es-es/logar/padrao", { body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json.status).toBe("erro");
      expect(response.json.mensagem).toMatch(/^Solicitud no válida/);
    }
  });
});
