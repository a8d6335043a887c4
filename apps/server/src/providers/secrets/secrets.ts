import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Config } from "../../config.ts";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "../../lib/data-dir.ts";
import { createSecretBox, SECRET_KEY_BYTES, type SecretBox } from "./secret-box.ts";

/** Where the key lives when SECRETS_KEY does not give it: next to the data, never in the database. */
export function secretsKeyFile(config: Pick<Config, "dataDir">): string {
  return path.join(config.dataDir, "secrets.key");
}

/**
 * The box of this installation: SECRETS_KEY when set (needed when several instances share a PostgreSQL
 * database, so that they all hold the same key), else a key made once in DATA_DIR, readable by the server's
 * user alone.
 */
export function createSecrets(config: Pick<Config, "dataDir" | "secretsKey">): SecretBox {
  // Read (or made) at first use: an app built only to answer requests that never seal anything (tests,
  // benchmarks) leaves no key file behind. server.ts uses it before listening, so a bad key stops the start.
  let box: SecretBox | undefined;
  const loaded = () => {
    box ??= createSecretBox(config.secretsKey ?? readOrCreateKeyFile(secretsKeyFile(config)));
    return box;
  };
  return {
    seal: (plain, context) => loaded().seal(plain, context),
    open: (sealed, context) => loaded().open(sealed, context),
    get fingerprint() {
      return loaded().fingerprint;
    },
  };
}

function readOrCreateKeyFile(file: string): Buffer {
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
    try {
      fs.writeFileSync(file, `${randomBytes(SECRET_KEY_BYTES).toString("base64")}\n`, {
        mode: PRIVATE_FILE_MODE,
        flag: "wx",
      });
    } catch (error) {
      // Another process starting on the same DATA_DIR wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  const key = Buffer.from(fs.readFileSync(file, "utf8").trim(), "base64");
  if (key.length !== SECRET_KEY_BYTES) {
    throw new Error(`${file} does not hold a ${SECRET_KEY_BYTES}-byte key in base64`);
  }
  return key;
}
