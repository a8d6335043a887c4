import { afterEach, describe, expect, it } from "vitest";
import { RECAPTCHA_ORIGINS } from "../providers/captcha/recaptcha.ts";
import { startTestServer, type TestServer } from "../test/test-server.ts";

/** The policy as directive → sources, from the header of one answer. */
async function policyOf(server: TestServer): Promise<Map<string, string[]>> {
  const response = await server.request("GET", "/healthz");
  const header = String(response.headers["content-security-policy"] ?? "");
  expect(header).not.toBe("");
  return new Map(
    header
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

// Configuration only: one database is enough to read the header.
describe("Content-Security-Policy", () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it("allows only the platform's own scripts, no inline or eval, and no framing", async () => {
    server = await startTestServer("sqlite", { env: { VLIBRAS_URL: "" } });
    const policy = await policyOf(server);
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    const scripts = policy.get("script-src") ?? [];
    expect(scripts).toContain("'self'");
    for (const unsafe of [
      "'unsafe-inline'",
      "'unsafe-eval'",
      "'wasm-unsafe-eval'",
      "*",
      "data:",
      "http:",
      "https:",
    ]) {
      expect(scripts).not.toContain(unsafe);
    }
    // Every other script origin is a social sign-in provider's, loaded on demand by its button.
    expect(
      scripts.filter((source) => source !== "'self'").every((source) => source.startsWith("https://")),
    ).toBe(true);
  });

  it("names reCAPTCHA's origins only on a server that can verify its answers", async () => {
    server = await startTestServer("sqlite", { env: { VLIBRAS_URL: "" } });
    const without = (await policyOf(server)).get("script-src") ?? [];
    for (const origin of RECAPTCHA_ORIGINS) expect(without).not.toContain(origin);
    await server.close();

    server = await startTestServer("sqlite", { env: { VLIBRAS_URL: "", RECAPTCHA_SECRET: "segredo" } });
    const withSecret = (await policyOf(server)).get("script-src") ?? [];
    for (const origin of RECAPTCHA_ORIGINS) expect(withSecret).toContain(origin);
  });

  it("names the sign-language widget's origin only while it is enabled", async () => {
    server = await startTestServer("sqlite", { env: { VLIBRAS_URL: "" } });
    const off = await policyOf(server);
    expect([...off.values()].flat().some((source) => source.includes("vlibras"))).toBe(false);
    await server.close();

    server = await startTestServer("sqlite", { env: { VLIBRAS_URL: "https://vlibras.gov.br/app" } });
    const on = await policyOf(server);
    expect(on.get("script-src")).toContain("https://vlibras.gov.br");
  });
});
