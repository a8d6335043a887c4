import { tenantPublicConfig } from "@trilha/contracts/tenant";
import {
  DEFAULT_TENANT_DESCRIPTION,
  DEFAULT_TENANT_NAME,
  TENANT_CONFIG_ELEMENT_ID,
} from "@trilha/contracts/tenant-page";
import { describe, expect, it } from "vitest";
import { makeTenant } from "../test/fixtures.ts";
import { FALLBACK_TENANT, isTenantPublicConfig, readTenantConfig } from "./tenant-config.ts";

function documentWith(text: string | null): Document {
  const doc = document.implementation.createHTMLDocument("t");
  if (text !== null) {
    const script = doc.createElement("script");
    script.type = "application/json";
    script.id = TENANT_CONFIG_ELEMENT_ID;
    script.textContent = text;
    doc.head.append(script);
  }
  return doc;
}

describe("readTenantConfig", () => {
  it("reads the inline tenant config", () => {
    const tenant = makeTenant({ logo: "/logo.png" });
    expect(readTenantConfig(documentWith(JSON.stringify(tenant)))).toEqual(tenant);
  });

  it("falls back to the defaults without the element (the dev server)", () => {
    const config = readTenantConfig(documentWith(null));
    expect(config).toBe(FALLBACK_TENANT);
    expect(config.nome).toBe(DEFAULT_TENANT_NAME);
    expect(config.descricao).toBe(DEFAULT_TENANT_DESCRIPTION);
    expect(config.paleta_cor).toBe("default");
  });

  it("falls back when the JSON is broken or does not match the schema", () => {
    expect(readTenantConfig(documentWith("{oops"))).toBe(FALLBACK_TENANT);
    expect(readTenantConfig(documentWith(JSON.stringify({ nome: "X" })))).toBe(FALLBACK_TENANT);
    // The unreplaced placeholder comment leaves no element at all; an empty element is the same.
    expect(readTenantConfig(documentWith(""))).toBe(FALLBACK_TENANT);
  });

  it("fills in a blank name or description with the defaults", () => {
    const config = readTenantConfig(documentWith(JSON.stringify(makeTenant({ nome: " ", descricao: "" }))));
    expect(config.nome).toBe(DEFAULT_TENANT_NAME);
    expect(config.descricao).toBe(DEFAULT_TENANT_DESCRIPTION);
  });
});

describe("isTenantPublicConfig", () => {
  const tenant = makeTenant({
    links: { wiki: "https://wiki.escola.example" },
    whatsapp: { numero: "5511999990000", mensagem: null },
    configuracoes: { google_login_id: "id" },
    cores: { primaria: "#123456", texto: "#ffffff" },
  });
  const variants: [string, unknown][] = [
    ["the fixture", tenant],
    ["no optional parts", { ...tenant, cores: undefined, links: {}, configuracoes: {}, whatsapp: null }],
    ["cores null", { ...tenant, cores: null }],
    ["a number for a name", { ...tenant, nome: 3 }],
    ["no slug", { ...tenant, slug: undefined }],
    ["a logo that is not text", { ...tenant, logo: 1 }],
    ["status 2", { ...tenant, status: 2 }],
    ["principal as text", { ...tenant, principal: "true" }],
    ["links missing", { ...tenant, links: undefined }],
    ["a link that is not text", { ...tenant, links: { wiki: 1 } }],
    ["configuracoes missing", { ...tenant, configuracoes: null }],
    ["a setting that is not text", { ...tenant, configuracoes: { google_login_id: 5 } }],
    ["whatsapp without its number", { ...tenant, whatsapp: { mensagem: null } }],
    ["cores without texto", { ...tenant, cores: { primaria: "#000000" } }],
    ["database_share missing", { ...tenant, database_share: undefined }],
    ["an array", [tenant]],
    ["null", null],
  ];

  it.each(variants)("agrees with the contract's schema: %s", (_name, value) => {
    expect(isTenantPublicConfig(value)).toBe(tenantPublicConfig.safeParse(value).success);
  });
});
