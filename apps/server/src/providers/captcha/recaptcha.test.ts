import { describe, expect, it } from "vitest";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { CaptchaUnavailableError } from "./captcha-provider.ts";
import { createRecaptcha, RECAPTCHA_VERIFY_URL } from "./recaptcha.ts";

const scope = { key: "tenant:1", tenantId: 1 } as TenantScope;
const check = (response: string) => ({ scope, response, remoteIp: "203.0.113.7" });

function fakeGoogle(reply: (form: URLSearchParams) => Response | Promise<Response>) {
  const calls: { url: string; form: URLSearchParams; signal: AbortSignal | null | undefined }[] = [];
  const fetch = (async (url: string | URL | Request, init?: RequestInit) => {
    const form = new URLSearchParams(String(init?.body));
    calls.push({ url: String(url), form, signal: init?.signal });
    return reply(form);
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("reCAPTCHA provider (siteverify faked; tests never reach Google)", () => {
  it("posts the secret, the token and the client's address to siteverify with a timeout", async () => {
    const google = fakeGoogle(() => json({ success: true }));
    const recaptcha = createRecaptcha("segredo", { fetch: google.fetch });
    expect(await recaptcha.verify(check("token"))).toBe(true);
    expect(google.calls[0]?.url).toBe(RECAPTCHA_VERIFY_URL);
    expect(Object.fromEntries(google.calls[0]?.form ?? [])).toEqual({
      secret: "segredo",
      response: "token",
      remoteip: "203.0.113.7",
    });
    expect(google.calls[0]?.signal).toBeInstanceOf(AbortSignal);
  });

  it("refuses what Google refuses, and an empty token without asking", async () => {
    const google = fakeGoogle(() => json({ success: false, "error-codes": ["timeout-or-duplicate"] }));
    const recaptcha = createRecaptcha("segredo", { fetch: google.fetch });
    expect(await recaptcha.verify(check("usado"))).toBe(false);
    expect(await recaptcha.verify(check("  "))).toBe(false);
    expect(google.calls).toHaveLength(1);
  });

  it("fails clearly, and logs why, when Google cannot answer or rejects our secret", async () => {
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);
    const cases: [string, () => Response | Promise<Response>][] = [
      ["unreachable", () => Promise.reject(new TypeError("fetch failed"))],
      ["answered 500", () => json({}, 500)],
      ["other than JSON", () => new Response("<html>", { status: 200 })],
      ["rejected RECAPTCHA_SECRET", () => json({ success: false, "error-codes": ["invalid-input-secret"] })],
    ];
    for (const [reason, reply] of cases) {
      const recaptcha = createRecaptcha("segredo", { fetch: fakeGoogle(reply).fetch, log });
      await expect(recaptcha.verify(check("token")), reason).rejects.toBeInstanceOf(CaptchaUnavailableError);
      expect(lines.at(-1)).toContain(reason);
    }
  });

  it("gives up after its timeout", async () => {
    const hanging = ((_url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      })) as typeof fetch;
    const lines: string[] = [];
    const recaptcha = createRecaptcha("segredo", {
      fetch: hanging,
      timeoutMs: 50,
      log: (l) => lines.push(l),
    });
    await expect(recaptcha.verify(check("token"))).rejects.toBeInstanceOf(CaptchaUnavailableError);
    expect(lines[0]).toContain("timed out");
  });
});
