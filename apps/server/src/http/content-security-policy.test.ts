import { LESSON_VIDEO_ORIGINS } from "@trilha/contracts/rules/lesson-html";
import { afterEach, describe, expect, it } from "vitest";
import { RECAPTCHA_ORIGINS } from "../providers/captcha/recaptcha.ts";
import { SOCIAL_SIGN_IN } from "../providers/oidc/oidc.ts";
import { createTenant } from "../test/factories.ts";
import { startTestServer, type TestServer } from "../test/test-server.ts";

/** The policy as directive → sources, from the header of one answer (on a host, once its tenant is known). */
async function policyOf(server: TestServer, host?: string): Promise<Map<string, string[]>> {
  const response = host
    ? await server.request("GET", "/conta/pt-br/grupos/ativos", { host })
    : await server.request("GET", "/healthz");
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
    expect(scripts).toEqual(["'self'"]);
  });

  it("allows the social sign-in providers' scripts on the principal tenant only, where their buttons are", async () => {
    server = await startTestServer("sqlite", { env: { VLIBRAS_URL: "" } });
    const principal = await createTenant(server.db, { principal: 1 });
    const school = await createTenant(server.db);
    const onPrincipal = await policyOf(server, principal.dominio);
    for (const origin of SOCIAL_SIGN_IN.scripts) expect(onPrincipal.get("script-src")).toContain(origin);
    for (const origin of SOCIAL_SIGN_IN.frames) expect(onPrincipal.get("frame-src")).toContain(origin);
    const onSchool = await policyOf(server, school.dominio);
    expect(onSchool.get("script-src")).toEqual(["'self'"]);
    expect(onSchool.get("frame-src")).toEqual(["'self'", ...LESSON_VIDEO_ORIGINS]);
    expect(onSchool.get("connect-src")).toEqual(["'self'"]);
  });

  it("allows frames of the lessons' privacy-enhanced video players alone, on every tenant", async () => {
    server = await startTestServer("sqlite", { env: { VLIBRAS_URL: "" } });
    const frames = (await policyOf(server)).get("frame-src") ?? [];
    expect(frames).toEqual(["'self'", "https://www.youtube-nocookie.com", "https://player.vimeo.com"]);
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
