import { type Algorithm, hash } from "@node-rs/argon2";
import { describe, expect, it } from "vitest";
import { hashParameters } from "../../lib/password-hash.ts";
import { testDialects } from "../../test/dialects.ts";
import { createUser } from "../../test/factories.ts";
import { useTenantServer } from "../../test/tenant-server.ts";

const PASSWORD = "hash-antigo-7";
const CURRENT = { algorithm: "argon2id", version: 19, m: 19_456, t: 2, p: 1 };

describe.each(testDialects())("re-hashing outdated passwords at sign-in on %s", (dialect) => {
  const t = useTenantServer(dialect);

  const login = (usuario: string, senha: string) =>
    t.request("POST", "/conta/pt-br/logar/padrao", { body: { usuario, senha } });

  async function userWithHash(passwordHash: string, options: { mustChangePassword?: boolean } = {}) {
    const user = await createUser(t.server.db, t.scope, options);
    await t.server.db
      .updateTable("users")
      .set({ password_hash: passwordHash })
      .where("id", "=", user.id)
      .execute();
    return user;
  }

  const storedHash = async (id: number) =>
    (
      await t.server.db
        .selectFrom("users")
        .select(["password_hash", "must_change_password"])
        .where("id", "=", id)
        .executeTakeFirstOrThrow()
    ).password_hash ?? "";

  /** A hash of PASSWORD with weaker argon2id parameters than today's. */
  const weakHash = () =>
    hash(PASSWORD, { algorithm: 2 as Algorithm.Argon2id, memoryCost: 4096, timeCost: 1 });

  it.each([
    ["weaker argon2id parameters", { algorithm: 2 as Algorithm.Argon2id, memoryCost: 4096, timeCost: 1 }],
    ["an older variant (argon2i)", { algorithm: 1 as Algorithm.Argon2i, memoryCost: 19_456, timeCost: 2 }],
  ])("upgrades a hash made with %s after a successful login", async (_label, options) => {
    const outdated = await hash(PASSWORD, { ...options, parallelism: 1 });
    const user = await userWithHash(outdated);

    const response = await login(user.usuario, PASSWORD);
    expect(response.status, response.text).toBe(200);

    const upgraded = await storedHash(user.id);
    expect(upgraded).not.toBe(outdated);
    expect(hashParameters(upgraded)).toEqual(CURRENT);
    expect((await login(user.usuario, PASSWORD)).status).toBe(200);
    // Already current: a second login leaves it as it is.
    expect(await storedHash(user.id)).toBe(upgraded);
  });

  it("leaves the hash alone after a wrong password", async () => {
    const outdated = await weakHash();
    const user = await userWithHash(outdated);
    expect((await login(user.usuario, "nao-e-esta")).status).toBe(401);
    expect(await storedHash(user.id)).toBe(outdated);
  });

  it("keeps a forced password change pending", async () => {
    const outdated = await weakHash();
    const user = await userWithHash(outdated, { mustChangePassword: true });
    const response = await login(user.usuario, PASSWORD);
    expect(response.status).toBe(200);
    expect(response.json.usuario.funcoes.forca_senha).toBe(true);
    expect(hashParameters(await storedHash(user.id))).toEqual(CURRENT);
  });
});
