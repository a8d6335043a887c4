import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { createDatabase } from "./db/database.ts";

const run = promisify(execFile);
const tsx = path.resolve(import.meta.dirname, "../../../node_modules/.bin/tsx");
const command = path.resolve(import.meta.dirname, "create-admin.ts");
// The embedded database, whatever the environment running the tests points at.
const { DATABASE_URL: _postgres, ...embeddedDatabaseEnv } = process.env;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "trilha-create-admin-"));

async function createAdmin(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(tsx, [command, ...args], {
      env: { ...embeddedDatabaseEnv, DATA_DIR: dataDir, PRINCIPAL_DOMAIN: "escola.localhost" },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/**
 * `npm run create-admin` as an operator runs it on a fresh installation's embedded database. Each test starts
 * the command as a process up to three times, a second or more each, several on a busy machine.
 */
describe("npm run create-admin", { timeout: 60_000 }, () => {
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("creates the principal tenant and its administrator on a fresh database, printing a one-time password", async () => {
    const result = await createAdmin(
      "--usuario",
      "marina",
      "--nome",
      "Marina Alves",
      "--email",
      "m@escola.example",
    );
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain("Platform administrator 'marina' created on escola.localhost.");
    const password = /One-time password: (\S+)/.exec(result.stdout)?.[1];
    expect(password).toHaveLength(16);

    const db = createDatabase({ kind: "sqlite", file: path.join(dataDir, "trilha.sqlite") });
    try {
      const user = await db
        .selectFrom("users")
        .select(["usuario", "platform_admin", "must_change_password", "password_hash"])
        .executeTakeFirstOrThrow();
      expect(user).toMatchObject({ usuario: "marina", platform_admin: 1, must_change_password: 1 });
      expect(user.password_hash).toMatch(/^\$argon2id\$/);
    } finally {
      await db.destroy();
    }
  });

  it("prints a new one-time password for that administrator with --nova-senha, and when it stops working", async () => {
    const result = await createAdmin("--usuario", "marina", "--nova-senha");
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(
      "New one-time password for platform administrator 'marina' on escola.localhost; their sessions have ended.",
    );
    expect(result.stdout).toMatch(/One-time password: \S{16}\n/);
    expect(result.stdout).toMatch(/stops working at \d{4}-\d\d-\d\dT[\d:.]+Z \(72 hours\)/);

    const withName = await createAdmin("--usuario", "marina", "--nova-senha", "--nome", "Outra");
    expect(withName.code).toBe(1);
    expect(withName.stderr).toContain("--nova-senha");
    const nobody = await createAdmin("--usuario", "ninguem", "--nova-senha");
    expect(nobody.code).toBe(1);
    expect(nobody.stderr.trim()).toBe("there is no platform administrator 'ninguem' on escola.localhost");
  });

  it("says what is wrong and exits with 1: a login that exists, missing or unknown options", async () => {
    const again = await createAdmin("--usuario", "marina", "--nome", "Outra Pessoa");
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe("the login 'marina' already exists on escola.localhost");

    const missing = await createAdmin("--usuario", "sem-nome");
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("Usage: npm run create-admin -- --usuario <login>");

    const unknown = await createAdmin("--usuario", "x", "--nome", "X", "--senha", "123");
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("Unknown option '--senha'");
  });
});
