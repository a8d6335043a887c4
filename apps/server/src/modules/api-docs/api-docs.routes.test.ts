import { Validator } from "@seriousme/openapi-schema-validator";
import { API_DOCS_PATHS } from "@trilha/contracts/api-docs-paths";
import { LANGUAGES } from "@trilha/contracts/rules/languages";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { allCalls } from "../../http/all-calls.ts";
import { testDialects } from "../../test/dialects.ts";
import { createTenant, createUser } from "../../test/factories.ts";
import { signIn } from "../../test/sessions.ts";
import { INDEX_HTML, useTestServer } from "../../test/test-server.ts";
import type { OpenApiDocument } from "./openapi-document.ts";

describe.each(testDialects())("the API reference on %s", (dialect) => {
  // The web app's catch-all answers every unknown GET with index.html: it must not take these paths.
  const server = useTestServer(dialect, { indexHtml: INDEX_HTML });
  let document: OpenApiDocument;

  it("serves the document before any tenant exists, and on every host", async () => {
    const response = await server.request("GET", API_DOCS_PATHS.document, { host: "qualquer.example" });
    expect(response.status, response.text).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    document = response.json;

    const inactive = await createTenant(server.db, { status: 0 });
    for (const url of [API_DOCS_PATHS.document, API_DOCS_PATHS.page, `${API_DOCS_PATHS.page}/`]) {
      const onInactive = await server.request("GET", url, { host: inactive.dominio });
      expect(onInactive.status, url).toBe(200);
    }
    const page = await server.request("GET", API_DOCS_PATHS.page, { host: "localhost" });
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.text).not.toContain("<!--tenant-config-->");
  });

  it("is a valid OpenAPI 3.1 document", async () => {
    const result = await new Validator().validate(
      structuredClone(document) as unknown as Record<string, unknown>,
    );
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe("3.1.0");
  });

  it("lists every call of the contracts with its method, access and guard", () => {
    const names = Object.keys(allCalls);
    expect(names.length).toBeGreaterThan(40);
    for (const [name, call] of Object.entries(allCalls)) {
      const operation = document.paths[call.path]?.[call.method === "GET" ? "get" : "post"];
      expect(operation, `${name} ${call.method} ${call.path}`).toBeDefined();
      expect(operation?.operationId).toBe(name);
      expect(operation?.["x-access"]).toBe(call.access);
      expect(operation?.security).toEqual(call.access === "public" ? [] : [{ sessao: [] }]);
      expect(operation?.parameters).toContainEqual({ $ref: "#/components/parameters/lang" });
      expect(Boolean(operation?.requestBody)).toBe(Boolean(call.body));
      expect(operation?.responses).toHaveProperty("200");
      if (call.access !== "public") expect(operation?.responses).toHaveProperty("401");
      if (call.access === "recent-session") expect(operation?.responses).toHaveProperty("428");
    }
    const operationIds = Object.values(document.paths).flatMap((item) =>
      Object.values(item).map((operation) => operation.operationId),
    );
    expect(new Set(operationIds).size).toBe(operationIds.length);
  });

  it("documents {lang}, the session token and the error body", () => {
    expect(document.components.parameters.lang).toMatchObject({
      in: "path",
      required: true,
      schema: { enum: [...LANGUAGES] },
    });
    expect(document.components.securitySchemes.sessao).toMatchObject({ type: "http", scheme: "bearer" });
    expect(document.components.schemas.Erro).toEqual({
      type: "object",
      properties: {
        status: { type: "string", const: "erro" },
        mensagem: { type: "string" },
        campo: { type: "string" },
      },
      required: ["status", "mensagem"],
      additionalProperties: false,
    });
  });

  it("describes answers as the server really writes them", async () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    const schemaOf = (pathTemplate: string, method: "get" | "post", status: string) => {
      const response = document.paths[pathTemplate]?.[method]?.responses[status];
      const resolved = response?.$ref
        ? document.components.responses[String(response.$ref).split("/").at(-1) ?? ""]
        : response;
      const content = resolved?.content as Record<string, { schema?: Record<string, unknown> }> | undefined;
      const schema = content?.["application/json"]?.schema;
      if (!schema) throw new Error(`no schema for ${method} ${pathTemplate} ${status}`);
      return { ...schema, components: document.components };
    };
    // Every schema of the document compiles as JSON Schema 2020-12.
    for (const item of Object.values(document.paths)) {
      for (const operation of Object.values(item)) {
        const bodies = [operation.requestBody, operation.responses["200"]]
          .map(
            (holder) =>
              (holder?.content as Record<string, { schema?: object }> | undefined)?.["application/json"],
          )
          .filter((content) => content?.schema);
        for (const content of bodies) expect(() => ajv.compile(content?.schema as object)).not.toThrow();
      }
    }

    const tenant = await createTenant(server.db);
    const user = await createUser(server.db, tenant.scope);
    const login = await server.request("POST", "/conta/pt-br/logar/padrao", {
      host: tenant.dominio,
      body: { usuario: user.usuario, senha: "senha-de-teste-1" },
    });
    expect(
      ajv.validate(schemaOf("/conta/{lang}/logar/padrao", "post", "200"), login.json),
      ajv.errorsText(),
    ).toBe(true);
    const token = await signIn(server, tenant.dominio, user.usuario);
    const categories = await server.request("GET", "/conta/en-us/reportar-erro/categorias", {
      host: tenant.dominio,
      token,
    });
    expect(categories.status).toBe(200);
    expect(
      ajv.validate(schemaOf("/conta/{lang}/reportar-erro/categorias", "get", "200"), categories.json),
      ajv.errorsText(),
    ).toBe(true);
    const refused = await server.request("GET", "/conta/pt-br/reportar-erro/categorias", {
      host: tenant.dominio,
    });
    expect(refused.status).toBe(401);
    expect(
      ajv.validate(schemaOf("/conta/{lang}/reportar-erro/categorias", "get", "401"), refused.json),
      ajv.errorsText(),
    ).toBe(true);
  });

  it("renders every call on /docs with its method, path, access and schemas, and no script", async () => {
    const page = await server.request("GET", API_DOCS_PATHS.page);
    expect(page.status).toBe(200);
    expect(page.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(page.text).toMatch(/^<!doctype html>\n<html lang="pt-br">/);
    expect(page.text).not.toMatch(/<script/i);
    expect(page.text).not.toMatch(/\son\w+=/i);
    expect(page.text).not.toMatch(/https?:\/\//);
    for (const [name, call] of Object.entries(allCalls)) {
      const section = page.text.match(
        new RegExp(`<section class="call" id="${name}"[\\s\\S]*?</section>`),
      )?.[0];
      expect(section, name).toBeDefined();
      expect(section).toContain(`>${call.method}</span> <code>${call.path}</code>`);
      expect(section).toContain(
        {
          public: "Pública",
          session: "Sessão",
          "recent-session": "Sessão recente",
          "platform-admin": "Administrador da plataforma",
        }[call.access],
      );
      expect(section).toContain("Resposta 200 (JSON)");
      if (call.body) expect(section).toContain("Corpo da requisição (JSON)");
    }
    expect(page.text).toContain("{lang}");
    expect(page.text).toContain("pt-br, en-us, es-es");
    expect(page.text).toContain("&quot;mensagem&quot;");
  });

  it("answers in the language asked, and in pt-br otherwise", async () => {
    const english = await server.request("GET", `${API_DOCS_PATHS.page}?lang=en-us`);
    expect(english.text).toContain('<html lang="en-us">');
    expect(english.text).toContain("Trilha — API reference");
    const spanish = await server.request("GET", `${API_DOCS_PATHS.document}?lang=es-es`);
    expect(spanish.json.info.title).toBe("Trilha — referencia de la API");
    const unknown = await server.request("GET", `${API_DOCS_PATHS.document}?lang=xx`);
    expect(unknown.json.info.title).toBe("Trilha — referência da API");
  });
});
