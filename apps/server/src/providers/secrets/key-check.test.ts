import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createTestDatabase, testDialects } from "../../test/dialects.ts";
import { useTestDatabase } from "../../test/tenant-database.ts";
import { checkSecretsKey } from "./key-check.ts";
import { createSecretBox } from "./secret-box.ts";

/** Several instances on one database must seal with one key; the odd one out does not start. */
describe.each(testDialects())("the secrets key check on %s", (dialect) => {
  const database = useTestDatabase(dialect);
  const key = randomBytes(32);

  it("records the first key's fingerprint, never the key, and accepts the same key again", async () => {
    await checkSecretsKey(database.db, createSecretBox(key));
    await checkSecretsKey(database.db, createSecretBox(Buffer.from(key)));
    const rows = await database.db.selectFrom("key_checks").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.fingerprint).toBe(createSecretBox(key).fingerprint);
    expect(JSON.stringify(rows)).not.toContain(key.toString("base64"));
  });

  it("refuses another key, saying which setting to fix", async () => {
    await expect(checkSecretsKey(database.db, createSecretBox(randomBytes(32)))).rejects.toThrow(
      "SECRETS_KEY: this is not the key the database's sealed secrets were made with",
    );
  });

  it("lets instances starting together agree on one key", async () => {
    const fresh = await createTestDatabase(dialect);
    try {
      const box = createSecretBox(randomBytes(32));
      await Promise.all([checkSecretsKey(fresh.db, box), checkSecretsKey(fresh.db, box)]);
      expect(await fresh.db.selectFrom("key_checks").selectAll().execute()).toHaveLength(1);
    } finally {
      await fresh.drop();
    }
  });
});
