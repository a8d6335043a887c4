import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createSecretBox } from "../../providers/secrets/secret-box.ts";
import { testDialects } from "../../test/dialects.ts";
import { useTenantDatabase } from "../../test/tenant-database.ts";
import { sealLegacyTotpSecrets } from "./totp-sealing.sweep.ts";
import { openTotpSecret } from "./totp-secret.ts";

/** What the server does with stored authenticator seeds before it listens. */
describe.each(testDialects())("authenticator seeds at start on %s", (dialect) => {
  const t = useTenantDatabase(dialect, { users: [{ usuario: "antigo" }] });
  const key = createSecretBox(randomBytes(32));
  const seed = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

  beforeAll(async () => {
    // A seed stored in clear, as before sealing existed.
    await t.db
      .insertInto("two_factor_totp")
      .values({
        scope: t.scope.key,
        user_id: t.users.antigo.id,
        secret: seed,
        confirmed_at: "2026-11-01T00:00:00.000Z",
        last_step: null,
        failed_attempts: 0,
        created_at: "2026-11-01T00:00:00.000Z",
      })
      .execute();
  });

  const stored = () =>
    t.db
      .selectFrom("two_factor_totp")
      .selectAll()
      .where("user_id", "=", t.users.antigo.id)
      .executeTakeFirstOrThrow();

  it("seals a seed stored in clear, which then opens to the same seed", async () => {
    expect(await sealLegacyTotpSecrets(t.db, key)).toBe(1);
    const row = await stored();
    expect(row.secret.startsWith("v1.")).toBe(true);
    expect(openTotpSecret(key, t.scope, row)).toBe(seed);
  });

  it("leaves sealed seeds alone on the next start", async () => {
    const before = (await stored()).secret;
    expect(await sealLegacyTotpSecrets(t.db, key)).toBe(0);
    expect((await stored()).secret).toBe(before);
  });
});
