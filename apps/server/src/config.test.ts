import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("defaults to the embedded database under ./data on port 3000", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.kind).toBe("sqlite");
    expect(config.dataDir).toMatch(/data$/);
    expect(config.principalDomain).toBe("localhost");
  });

  it("uses PostgreSQL when DATABASE_URL is a postgres URL", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://u@h/db" }).database).toEqual({
      kind: "postgres",
      url: "postgres://u@h/db",
    });
  });

  it("counts failed logins for 30 minutes and runs the built-in captcha unless told otherwise", () => {
    const config = loadConfig({});
    expect(config.attemptWindowMinutes).toBe(30);
    expect(config.captcha.recaptchaSecret).toBeUndefined();
    const custom = loadConfig({ ATTEMPT_WINDOW_MINUTES: "0.5", RECAPTCHA_SECRET: "segredo" });
    expect(custom.attemptWindowMinutes).toBe(0.5);
    expect(custom.captcha.recaptchaSecret).toBe("segredo");
    expect(() => loadConfig({ ATTEMPT_WINDOW_MINUTES: "0" })).toThrow(/ATTEMPT_WINDOW_MINUTES/);
  });

  it("keeps the audit log a year and login attempts 90 days unless told otherwise, never less than they are read", () => {
    expect(loadConfig({}).retention).toEqual({ auditDays: 365, loginAttemptDays: 90 });
    const custom = loadConfig({ AUDIT_RETENTION_DAYS: "730", LOGIN_ATTEMPT_RETENTION_DAYS: "7" });
    expect(custom.retention).toEqual({ auditDays: 730, loginAttemptDays: 7 });
    expect(() => loadConfig({ AUDIT_RETENTION_DAYS: "10" })).toThrow(/AUDIT_RETENTION_DAYS/);
    expect(() => loadConfig({ LOGIN_ATTEMPT_RETENTION_DAYS: "1" })).toThrow(/LOGIN_ATTEMPT_RETENTION_DAYS/);
  });

  it("offers the official VLibras widget unless VLIBRAS_URL changes or empties it", () => {
    expect(loadConfig({}).vlibrasUrl).toBe("https://vlibras.gov.br/app");
    expect(loadConfig({ VLIBRAS_URL: "http://127.0.0.1:9/vlibras/" }).vlibrasUrl).toBe(
      "http://127.0.0.1:9/vlibras",
    );
    expect(loadConfig({ VLIBRAS_URL: "" }).vlibrasUrl).toBeNull();
    expect(() => loadConfig({ VLIBRAS_URL: "vlibras.gov.br" })).toThrow(/VLIBRAS_URL/);
    expect(() => loadConfig({ VLIBRAS_URL: "javascript:alert(1)" })).toThrow(/VLIBRAS_URL/);
  });

  it("trusts no proxy unless given the addresses of the proxies, and refuses true and hop counts", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.5, 10.1.0.0/16,loopback,fd00::/8" }).trustProxy).toEqual([
      "10.0.0.5",
      "10.1.0.0/16",
      "loopback",
      "fd00::/8",
    ]);
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(
      /^Invalid configuration: TRUST_PROXY: "true" would believe any client's X-Forwarded-For; give the reverse proxy's address or CIDR range instead, e\.g\. TRUST_PROXY=127\.0\.0\.1/,
    );
    expect(() => loadConfig({ TRUST_PROXY: "1" })).toThrow(/TRUST_PROXY: a hop count cannot tell the proxy/);
    for (const bad of ["10.0.0.0/33", "proxy.internal", "10.0.0.1/8/8", ",", "::1/129"]) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it("builds links on http and PORT outside production, on https without a port in production", () => {
    expect(loadConfig({}).publicUrl).toEqual({ scheme: "http", port: 3000 });
    expect(loadConfig({ PORT: "8080" }).publicUrl).toEqual({ scheme: "http", port: 8080 });
    expect(loadConfig({ NODE_ENV: "production" }).publicUrl).toEqual({ scheme: "https", port: null });
    expect(loadConfig({ NODE_ENV: "production", PUBLIC_PORT: "8443" }).publicUrl).toEqual({
      scheme: "https",
      port: 8443,
    });
    // The scheme's own port is left out of links.
    expect(loadConfig({ PUBLIC_URL_SCHEME: "https", PUBLIC_PORT: "443" }).publicUrl).toEqual({
      scheme: "https",
      port: null,
    });
    expect(loadConfig({ PUBLIC_URL_SCHEME: "http", PORT: "80" }).publicUrl).toEqual({
      scheme: "http",
      port: null,
    });
    expect(() => loadConfig({ PUBLIC_URL_SCHEME: "ftp" })).toThrow(/PUBLIC_URL_SCHEME/);
    expect(() => loadConfig({ PUBLIC_PORT: "0" })).toThrow(/PUBLIC_PORT/);
  });

  it("stops with one line naming every bad variable", () => {
    const attempt = () => loadConfig({ PORT: "abc", DATABASE_URL: "mysql://x", LOG_LEVEL: "loud" });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message.split("\n")).toHaveLength(1);
      expect(message).toContain("PORT");
      expect(message).toContain("DATABASE_URL");
      expect(message).toContain("LOG_LEVEL");
    }
  });

  it("never runs the local test provider in production", () => {
    expect(loadConfig({ LOCAL_OIDC: "true" }).localOidc).toBe(true);
    expect(loadConfig({}).localOidc).toBe(false);
    expect(() => loadConfig({ LOCAL_OIDC: "true", NODE_ENV: "production" })).toThrow(/LOCAL_OIDC/);
  });

  it("requires a second factor of platform administrators in production unless told otherwise", () => {
    expect(loadConfig({ NODE_ENV: "production" }).adminTwoFactorRequired).toBe(true);
    expect(
      loadConfig({ NODE_ENV: "production", ADMIN_TWO_FACTOR_REQUIRED: "false" }).adminTwoFactorRequired,
    ).toBe(false);
    expect(loadConfig({}).adminTwoFactorRequired).toBe(false);
    expect(loadConfig({ ADMIN_TWO_FACTOR_REQUIRED: "true" }).adminTwoFactorRequired).toBe(true);
    expect(() => loadConfig({ ADMIN_TWO_FACTOR_REQUIRED: "sim" })).toThrow(/ADMIN_TWO_FACTOR_REQUIRED/);
  });
});
