import {
  DEFAULT_TENANT_DESCRIPTION,
  DEFAULT_TENANT_NAME,
  TENANT_CONFIG_ELEMENT_ID,
} from "@trilha/contracts/tenant";
import { describe, expect, it } from "vitest";
import { makeTenant } from "../test/fixtures.ts";
import { FALLBACK_TENANT, readTenantConfig } from "./tenant-config.ts";

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
