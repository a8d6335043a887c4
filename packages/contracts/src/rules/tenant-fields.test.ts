import { describe, expect, it } from "vitest";
import { webPaths } from "../web-paths.ts";
import { isTenantDomain, isWebAddress, RESERVED_SLUGS, tenantFieldProblems } from "./tenant-fields.ts";

describe("a platform's fields", () => {
  it("accepts a complete, valid platform", () => {
    expect(
      tenantFieldProblems({
        nome: "Escola Norte",
        descricao: "",
        slug: "escola-norte-2",
        dominio: "norte.escola.example",
        fuso_horario: "America/Manaus",
        database_share: "rede-x",
        links: { politica_de_privacidade: "https://escola.example/privacidade", wiki: "" },
        whatsapp: { numero: "11988887777", mensagem: "Olá" },
        configuracoes: { google_login_id: "123-abc.apps.googleusercontent.com", microsoft_login_id: "" },
      }),
    ).toEqual([]);
  });

  it("names each bad field with its own problem, in the form's order", () => {
    expect(
      tenantFieldProblems({
        nome: " ",
        slug: "Escola Norte",
        dominio: "https://norte.example/",
        fuso_horario: "Brasil/Brasília",
        database_share: "Rede_X",
        links: { wiki: "javascript:alert(1)" },
        whatsapp: { numero: "+55 11 9888" },
        configuracoes: { apple_login_id: "com.escola web" },
      }),
    ).toEqual([
      { field: "nome", code: "nameRequired" },
      { field: "slug", code: "slugFormat" },
      { field: "dominio", code: "domainFormat" },
      { field: "fuso_horario", code: "timeZoneUnknown" },
      { field: "database_share", code: "shareFormat" },
      { field: "links.wiki", code: "urlFormat" },
      { field: "whatsapp.numero", code: "whatsappDigits" },
      { field: "configuracoes.apple_login_id", code: "publicIdFormat" },
    ]);
  });

  it("keeps the slugs of administration pages and IP addresses out", () => {
    expect(tenantFieldProblems({ slug: "auditoria" })).toEqual([{ field: "slug", code: "slugReserved" }]);
    expect(tenantFieldProblems({ dominio: "192.168.0.1" })).toEqual([{ field: "dominio", code: "domainIp" }]);
    expect(tenantFieldProblems({ nome: "x".repeat(121) })).toEqual([{ field: "nome", code: "nameTooLong" }]);
  });

  it("takes host names in lowercase without port, user or path, and web addresses only", () => {
    for (const ok of ["localhost", "escola.localhost", "a-b.example.com.br"])
      expect(isTenantDomain(ok), ok).toBe(true);
    for (const bad of [
      "Escola.example",
      "escola.example:8080",
      "x@escola.example",
      "-a.example",
      "escola.example.",
    ]) {
      expect(isTenantDomain(bad), bad).toBe(false);
    }
    expect(isWebAddress("")).toBe(true);
    expect(isWebAddress("http://wiki.example")).toBe(true);
    expect(isWebAddress("data:text/html,x")).toBe(false);
    expect(isWebAddress("wiki.example")).toBe(false);
  });
});

describe("RESERVED_SLUGS", () => {
  it("holds every administration page that sits where a platform's slug goes", () => {
    const pages = Object.values(webPaths).flatMap(({ pattern }) => {
      const [, name] = /^\/logado\/administracao\/([^/:]+)$/.exec(pattern) ?? [];
      return name ? [name] : [];
    });
    expect(pages.length).toBeGreaterThan(2);
    for (const page of pages) expect(RESERVED_SLUGS).toContain(page);
  });
});
