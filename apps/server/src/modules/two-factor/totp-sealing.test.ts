import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { createSecretBox } from "../../providers/secrets/secret-box.ts";
import { createTestDatabase, type TestDatabase, testDialects } from "../../test/dialects.ts";
import { createTenant, createUser } from "../../test/factories.ts";
import { sealLegacyTotpSecrets } from "./totp-sealing.ts";
import { openTotpSecret } from "./totp-secret.ts";

/** What the server does with stored authenticator seeds before it listens. */
describe.each(testDialects())("authenticator seeds at start on %s", (dialect) => {
  let database: TestDatabase;
  let scope: TenantScope;
  let userId: number;
  const key = createSecretBox(randomBytes(32));
  const seed = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    scope = (await createTenant(database.db)).scope;
    userId = (await createUser(database.db, scope, { usuario: "antigo" })).id;
    // A seed stored in clear, as before sealing existed.
    await database.db
      .insertInto("two_factor_totp")
      .values({
        scope: scope.key,
        user_id: userId,
        secret: seed,
        confirmed_at: "2026-11-01T00:00:00.000Z",
        last_step: null,
        failed_attempts: 0,
        created_at: "2026-11-01T00:00:00.000Z",
      })
      .execute();
  });
  afterAll(() => database.drop());

  const stored = () =>
    database.db
      .selectFrom("two_factor_totp")
      .selectAll()
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();

  it("seals a seed stored in clear, which then opens to the same seed", async () => {
    expect(await sealLegacyTotpSecrets(database.db, key)).toBe(1);
    const row = await stored();
    expect(row.secret.startsWith("v1.")).toBe(true);
    expect(openTotpSecret(key, scope, row)).toBe(seed);
  });

  it("leaves sealed seeds alone on the next start", async () => {
    const before = (await stored()).secret;
    expect(await sealLegacyTotpSecrets(database.db, key)).toBe(0);
    expect((await stored()).secret).toBe(before);
  });
});
