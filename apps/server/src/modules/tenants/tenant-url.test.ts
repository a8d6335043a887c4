import { describe, expect, it } from "vitest";
import { tenantUrl } from "./tenant-url.ts";

describe("tenantUrl", () => {
  it("joins the public scheme, the tenant's domain, the port when there is one, and the path", () => {
    expect(tenantUrl({ scheme: "http", port: 3000 }, { dominio: "localhost" }, "/usuario/x")).toBe(
      "http://localhost:3000/usuario/x",
    );
    expect(tenantUrl({ scheme: "https", port: null }, { dominio: "escola.example" }, "/login")).toBe(
      "https://escola.example/login",
    );
  });

  it("refuses a tenant domain that is not a plain host name, so no link can carry a user, port or path", () => {
    const url = { scheme: "https", port: null } as const;
    for (const dominio of [
      "",
      "evil.example@escola.example",
      "escola.example:8080",
      "escola.example/x",
      "Escola.Example",
      "escola.example.",
    ]) {
      expect(() => tenantUrl(url, { dominio }, "/"), dominio).toThrow(/plain host name/);
    }
  });

  it("refuses a path that would name another origin", () => {
    const url = { scheme: "https", port: null } as const;
    expect(() => tenantUrl(url, { dominio: "escola.example" }, "//evil.example/")).toThrow(/single \//);
    expect(() => tenantUrl(url, { dominio: "escola.example" }, "evil")).toThrow(/single \//);
  });
});
