import { ConfigError } from "../../config.ts";
import type { Db } from "../../db/database.ts";
import { recordedFingerprint } from "./key-check.repository.ts";
import type { SecretBox } from "./secret-box.ts";

const SECRETS_KEY_CHECK = "secrets";

/**
 * The first instance to start on a database records its key's fingerprint; every later start must hold the
 * same key. An instance with another key would fail every sealed value it reads (each authenticator code of
 * every user), so it refuses to start instead and says what to fix.
 */
export async function checkSecretsKey(db: Db, secrets: SecretBox): Promise<void> {
  const recorded = await recordedFingerprint(db, SECRETS_KEY_CHECK, secrets.fingerprint);
  if (recorded !== secrets.fingerprint) {
    throw new ConfigError(
      "Invalid configuration: SECRETS_KEY: this is not the key the database's sealed secrets were made with; " +
        "every instance on one database needs the same key (SECRETS_KEY, or the same DATA_DIR/secrets.key)",
    );
  }
}
