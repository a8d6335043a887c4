import type { Db } from "../../db/database.ts";
import type { SecretBox } from "../../providers/secrets/secret-box.ts";
import { sealTotpSecret } from "./totp-secret.ts";
import { listUnsealedTotpSecrets, replaceUnsealedTotpSecret } from "./two-factor.repository.ts";

/**
 * Run at start, across every scope (maintenance, like the migrations): seeds stored before sealing existed
 * are sealed with this installation's key. Answers how many it sealed.
 */
export async function sealLegacyTotpSecrets(db: Db, secrets: SecretBox): Promise<number> {
  let sealed = 0;
  for (const row of await listUnsealedTotpSecrets(db)) {
    const replaced = await replaceUnsealedTotpSecret(
      db,
      row,
      sealTotpSecret(secrets, row.scope, row.user_id, row.secret),
    );
    if (replaced) sealed += 1;
  }
  return sealed;
}
