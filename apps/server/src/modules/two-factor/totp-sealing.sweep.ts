import type { Db } from "../../db/database.ts";
import type { SecretBox } from "../../providers/secrets/secret-box.ts";
import { sealTotpSecret } from "./totp-secret.ts";

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

// Base32 seeds have no dot, so no seed stored in clear matches what secret-box.ts writes.
const SEALED_PREFIX = "v1.%";

/** Authenticator seeds of every scope still stored in clear (maintenance at start, like the migrations). */
export function listUnsealedTotpSecrets(db: Db) {
  return db
    .selectFrom("two_factor_totp")
    .select(["id", "scope", "user_id", "secret"])
    .where("secret", "not like", SEALED_PREFIX)
    .execute();
}

/** Replaces a seed stored in clear with its sealed form; false when another instance starting alongside did. */
export async function replaceUnsealedTotpSecret(
  db: Db,
  row: { id: number; secret: string },
  sealed: string,
): Promise<boolean> {
  const result = await db
    .updateTable("two_factor_totp")
    .set({ secret: sealed })
    .where("id", "=", row.id)
    .where("secret", "=", row.secret)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
