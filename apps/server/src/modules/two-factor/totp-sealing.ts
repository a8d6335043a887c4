import type { Db } from "../../db/database.ts";
import type { SecretBox } from "../../providers/secrets/secret-box.ts";
import { sealTotpSecret } from "./totp-secret.ts";

// Base32 seeds have no dot, so no seed stored in clear matches what secret-box.ts writes.
const SEALED_PREFIX = "v1.%";

/**
 * Run at start, across every scope (maintenance, like the migrations): seeds stored before sealing existed
 * are sealed with this installation's key. Answers how many it sealed.
 */
export async function sealLegacyTotpSecrets(db: Db, secrets: SecretBox): Promise<number> {
  const unsealed = await db
    .selectFrom("two_factor_totp")
    .select(["id", "scope", "user_id", "secret"])
    .where("secret", "not like", SEALED_PREFIX)
    .execute();
  let sealed = 0;
  for (const row of unsealed) {
    const result = await db
      .updateTable("two_factor_totp")
      .set({ secret: sealTotpSecret(secrets, row.scope, row.user_id, row.secret) })
      .where("id", "=", row.id)
      // Another instance starting alongside may have sealed it first.
      .where("secret", "=", row.secret)
      .executeTakeFirst();
    sealed += Number(result.numUpdatedRows);
  }
  return sealed;
}
