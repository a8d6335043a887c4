import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import { useTempDirs } from "../../test/temp-dirs.ts";
import { createSecrets, secretsKeyFile } from "./secrets.ts";

describe("the installation's key", () => {
  const dataDir = useTempDirs("secrets");

  it("is made once in DATA_DIR, readable by the server's user alone, and read back on the next start", () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    const secrets = createSecrets(config);
    const file = secretsKeyFile(config);
    // Not before it is needed: an app that never seals anything leaves no key behind.
    expect(fs.existsSync(file)).toBe(false);
    const sealed = secrets.seal("semente", "c");
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(fs.readFileSync(file, "utf8").trim(), "base64")).toHaveLength(32);
    expect(createSecrets(config).open(sealed, "c")).toBe("semente");
  });

  it("comes from SECRETS_KEY when set, and then no file is written", () => {
    const key = randomBytes(32).toString("base64");
    const first = loadConfig({ DATA_DIR: dataDir(), SECRETS_KEY: key });
    const second = loadConfig({ DATA_DIR: dataDir(), SECRETS_KEY: key });
    expect(createSecrets(second).open(createSecrets(first).seal("semente", "c"), "c")).toBe("semente");
    expect(fs.existsSync(secretsKeyFile(first))).toBe(false);
  });

  it("refuses a SECRETS_KEY or a key file that is not 32 bytes", () => {
    expect(() => loadConfig({ SECRETS_KEY: randomBytes(16).toString("base64") })).toThrow(
      "SECRETS_KEY: must be 32 random bytes in base64",
    );
    const config = loadConfig({ DATA_DIR: dataDir() });
    fs.writeFileSync(secretsKeyFile(config), "curta\n");
    expect(() => createSecrets(config).fingerprint).toThrow("does not hold a 32-byte key in base64");
  });
});
