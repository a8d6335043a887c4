import { localCaptchaAnswer } from "@trilha/contracts/captcha.calls";
import { describe, expect, it } from "vitest";
import { solveQuestion } from "../../test/captcha.ts";
import { testDialects } from "../../test/dialects.ts";
import { useTenantDatabase } from "../../test/tenant-database.ts";
import { createLocalCaptcha, LOCAL_CHALLENGE_TTL_MS } from "./local-captcha.ts";

describe.each(testDialects())("local captcha on %s", (dialect) => {
  const t = useTenantDatabase(dialect);
  let clock = Date.parse("2026-11-25T10:00:00Z");
  const now = () => clock;

  const answerOf = async (captcha: ReturnType<typeof createLocalCaptcha>) => {
    const issued = await captcha.issue(t.scope, "pt-br");
    return { issued, right: localCaptchaAnswer(issued.id, String(solveQuestion(issued.question))) };
  };

  it("accepts the right answer once", async () => {
    const captcha = createLocalCaptcha(t.db, { now });
    const { right } = await answerOf(captcha);
    expect(await captcha.verify({ scope: t.scope, response: right, remoteIp: "::1" })).toBe(true);
    expect(await captcha.verify({ scope: t.scope, response: right, remoteIp: "::1" })).toBe(false);
  });

  it("refuses an answer after the expiry, and sweeps expired challenges when issuing", async () => {
    const captcha = createLocalCaptcha(t.db, { now });
    const { issued, right } = await answerOf(captcha);
    expect(Date.parse(issued.expiresAt) - clock).toBe(LOCAL_CHALLENGE_TTL_MS);
    clock += LOCAL_CHALLENGE_TTL_MS;
    expect(await captcha.verify({ scope: t.scope, response: right, remoteIp: "::1" })).toBe(false);
    const stale = await captcha.issue(t.scope, "pt-br");
    clock += LOCAL_CHALLENGE_TTL_MS + 1;
    await captcha.issue(t.scope, "pt-br");
    const ids = await t.db.selectFrom("captcha_challenges").select("id").execute();
    expect(ids.map((row) => row.id)).not.toContain(stale.id);
  });
});
