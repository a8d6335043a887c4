import { localCaptchaAnswer } from "@trilha/contracts/captcha.calls";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { solveQuestion } from "../../test/captcha.ts";
import { createTestDatabase, type TestDatabase, testDialects } from "../../test/dialects.ts";
import { createTenant } from "../../test/factories.ts";
import { createLocalCaptcha, LOCAL_CHALLENGE_TTL_MS } from "./local-captcha.ts";

describe.each(testDialects())("local captcha on %s", (dialect) => {
  let database: TestDatabase;
  let scope: TenantScope;
  let clock = Date.parse("2026-11-25T10:00:00Z");
  const now = () => clock;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    scope = (await createTenant(database.db)).scope;
  });
  afterAll(() => database.drop());

  const answerOf = async (captcha: ReturnType<typeof createLocalCaptcha>) => {
    const issued = await captcha.issue(scope, "pt-br");
    return { issued, right: localCaptchaAnswer(issued.id, String(solveQuestion(issued.question))) };
  };

  it("accepts the right answer once", async () => {
    const captcha = createLocalCaptcha(database.db, { now });
    const { right } = await answerOf(captcha);
    expect(await captcha.verify({ scope, response: right, remoteIp: "::1" })).toBe(true);
    expect(await captcha.verify({ scope, response: right, remoteIp: "::1" })).toBe(false);
  });

  it("refuses an answer after the expiry, and sweeps expired challenges when issuing", async () => {
    const captcha = createLocalCaptcha(database.db, { now });
    const { issued, right } = await answerOf(captcha);
    expect(Date.parse(issued.expiresAt) - clock).toBe(LOCAL_CHALLENGE_TTL_MS);
    clock += LOCAL_CHALLENGE_TTL_MS;
    expect(await captcha.verify({ scope, response: right, remoteIp: "::1" })).toBe(false);
    const stale = await captcha.issue(scope, "pt-br");
    clock += LOCAL_CHALLENGE_TTL_MS + 1;
    await captcha.issue(scope, "pt-br");
    const ids = await database.db.selectFrom("captcha_challenges").select("id").execute();
    expect(ids.map((row) => row.id)).not.toContain(stale.id);
  });
});
