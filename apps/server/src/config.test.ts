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

  it("keeps files on the disk unless S3_BUCKET names a bucket of an S3-compatible store", () => {
    expect(loadConfig({}).storage).toEqual({ kind: "disk" });
    expect(loadConfig({ S3_BUCKET: "trilha-arquivos" }).storage).toEqual({
      kind: "s3",
      bucket: "trilha-arquivos",
      endpoint: undefined,
      region: "us-east-1",
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        S3_BUCKET: "trilha.files",
        S3_ENDPOINT: "http://127.0.0.1:9000",
        S3_REGION: "sa-east-1",
        S3_ACCESS_KEY_ID: "trilha",
        S3_SECRET_ACCESS_KEY: "segredo-longo",
        S3_FORCE_PATH_STYLE: "true",
      }).storage,
    ).toEqual({
      kind: "s3",
      bucket: "trilha.files",
      endpoint: "http://127.0.0.1:9000",
      region: "sa-east-1",
      credentials: { accessKeyId: "trilha", secretAccessKey: "segredo-longo" },
      forcePathStyle: true,
    });
  });

  it("says what is wrong with the S3 settings, all of it in one line", () => {
    const problem = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        return (error as Error).message;
      }
      return "accepted";
    };
    expect(problem({ S3_BUCKET: "Trilha_Files" })).toMatch(
      /S3_BUCKET: must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens/,
    );
    expect(problem({ S3_BUCKET: "ab" })).toMatch(/S3_BUCKET/);
    expect(problem({ S3_ENDPOINT: "http://minio:9000" })).toBe(
      "Invalid configuration: S3_BUCKET: required with S3_ENDPOINT (leave every S3_* unset to keep files in DATA_DIR/uploads)",
    );
    expect(problem({ S3_BUCKET: "trilha", S3_ENDPOINT: "minio:9000" })).toMatch(
      /S3_ENDPOINT: must be the store's http\(s\) URL/,
    );
    expect(problem({ S3_BUCKET: "trilha", S3_ENDPOINT: "ftp://minio" })).toMatch(/S3_ENDPOINT/);
    expect(problem({ S3_BUCKET: "trilha", S3_ACCESS_KEY_ID: "trilha" })).toMatch(
      /S3_SECRET_ACCESS_KEY: the access key and its secret go together/,
    );
    expect(problem({ S3_BUCKET: "trilha", S3_SECRET_ACCESS_KEY: "x" })).toMatch(/S3_ACCESS_KEY_ID:/);
    expect(problem({ S3_BUCKET: "trilha", S3_FORCE_PATH_STYLE: "yes" })).toMatch(
      /S3_FORCE_PATH_STYLE: must be "true" or "false"/,
    );
    expect(problem({ S3_BUCKET: "trilha", S3_REGION: "São Paulo" })).toMatch(/S3_REGION/);
    const several = problem({ PORT: "abc", S3_REGION: "x y", S3_ACCESS_KEY_ID: "k" });
    expect(several.split("\n")).toHaveLength(1);
    for (const name of ["PORT", "S3_REGION", "S3_BUCKET", "S3_SECRET_ACCESS_KEY"])
      expect(several).toContain(name);
  });

  it("takes files of up to 50 MB, 10 to a delivery, 500 MB a person, unless told otherwise", () => {
    expect(loadConfig({}).uploads).toEqual({
      maxFileBytes: 50 * 1024 * 1024,
      maxFilesPerDelivery: 10,
      personQuotaBytes: 500 * 1024 * 1024,
    });
    expect(
      loadConfig({
        UPLOAD_MAX_FILE_MB: "200",
        UPLOAD_MAX_FILES_PER_DELIVERY: "3",
        UPLOAD_PERSON_QUOTA_MB: "900",
      }).uploads,
    ).toEqual({
      maxFileBytes: 200 * 1024 * 1024,
      maxFilesPerDelivery: 3,
      personQuotaBytes: 900 * 1024 * 1024,
    });
    expect(() => loadConfig({ UPLOAD_PERSON_QUOTA_MB: "0" })).toThrow(/UPLOAD_PERSON_QUOTA_MB/);
    expect(() => loadConfig({ UPLOAD_MAX_FILE_MB: "0" })).toThrow(/UPLOAD_MAX_FILE_MB/);
    expect(() => loadConfig({ UPLOAD_MAX_FILE_MB: "4096" })).toThrow(/UPLOAD_MAX_FILE_MB/);
    expect(() => loadConfig({ UPLOAD_MAX_FILES_PER_DELIVERY: "muitos" })).toThrow(
      /UPLOAD_MAX_FILES_PER_DELIVERY/,
    );
  });
});
