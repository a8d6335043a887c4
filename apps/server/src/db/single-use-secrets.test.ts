import { describe, expect, it } from "vitest";
import { testDialects } from "../test/dialects.ts";
import { useTenantDatabase } from "../test/tenant-database.ts";
import { scopedDb } from "./scoped-db.ts";
import { deleteExpired, selectLive, selectUnexpired, useOnce } from "./single-use-secrets.ts";

const NOW = "2026-11-26T12:00:00.000Z";
const LATER = "2026-11-26T12:30:00.000Z";
const EARLIER = "2026-11-26T11:30:00.000Z";

describe.each(testDialects())("single-use secrets on %s", (dialect) => {
  const t = useTenantDatabase(dialect, { users: [{ usuario: "ana" }], other: [] });

  async function token(hash: string, expiresAt: string, inScope = t.scope): Promise<number> {
    const row = await t.db
      .insertInto("password_reset_tokens")
      .values({
        scope: inScope.key,
        user_id: t.users.ana.id,
        token_hash: hash,
        created_at: EARLIER,
        expires_at: expiresAt,
        used_at: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it("uses a live secret exactly once, by id or by its hash", async () => {
    const id = await token("por-id", LATER);
    expect(await useOnce(t.data, "password_reset_tokens", { id }, NOW)).toBe(true);
    expect(await useOnce(t.data, "password_reset_tokens", { id }, NOW)).toBe(false);
    await token("por-hash", LATER);
    const byHash = { hashColumn: "token_hash", hash: "por-hash" } as const;
    expect(await useOnce(t.data, "password_reset_tokens", byHash, NOW)).toBe(true);
    expect(await useOnce(t.data, "password_reset_tokens", byHash, NOW)).toBe(false);
  });

  it("never uses an expired secret, nor one of another scope", async () => {
    const expired = await token("vencido", EARLIER);
    expect(await useOnce(t.data, "password_reset_tokens", { id: expired }, NOW)).toBe(false);
    const foreign = await token("alheio", LATER, t.other.scope);
    expect(await useOnce(t.data, "password_reset_tokens", { id: foreign }, NOW)).toBe(false);
    expect(await useOnce(scopedDb(t.db, t.other.scope), "password_reset_tokens", { id: foreign }, NOW)).toBe(
      true,
    );
  });

  it("deletes only the scope's expired rows, and only one user's when asked", async () => {
    await token("apagar", EARLIER);
    await token("manter", LATER);
    const foreign = await token("alheio-vencido", EARLIER, t.other.scope);
    await deleteExpired(t.data, "password_reset_tokens", NOW, t.users.ana.id + 1000);
    const hashes = async () =>
      (await t.db.selectFrom("password_reset_tokens").select("token_hash").execute()).map(
        (row) => row.token_hash,
      );
    expect(await hashes()).toContain("apagar");
    await deleteExpired(t.data, "password_reset_tokens", NOW);
    expect(await hashes()).not.toContain("apagar");
    expect(await hashes()).toContain("manter");
    const kept = await t.db
      .selectFrom("password_reset_tokens")
      .select("id")
      .where("id", "=", foreign)
      .execute();
    expect(kept).toHaveLength(1);
  });

  it("selects the scope's live rows only: unexpired, and for single-use tables unused", async () => {
    await token("vivo", LATER);
    const usado = await token("usado", LATER);
    await useOnce(t.data, "password_reset_tokens", { id: usado }, NOW);
    await token("expirado", EARLIER);
    await token("vivo-alheio", LATER, t.other.scope);
    const picked = async (query: ReturnType<typeof selectUnexpired<"password_reset_tokens">>) =>
      (await query.select("token_hash").execute()).map((row) => row.token_hash);
    const live = await picked(selectLive(t.data, "password_reset_tokens", NOW));
    expect(live).toContain("vivo");
    expect(live).not.toContain("usado");
    expect(live).not.toContain("expirado");
    expect(live).not.toContain("vivo-alheio");
    const unexpired = await picked(selectUnexpired(t.data, "password_reset_tokens", NOW));
    expect(unexpired).toEqual(expect.arrayContaining(["vivo", "usado"]));
    expect(unexpired).not.toContain("expirado");
    expect(unexpired).not.toContain("vivo-alheio");
  });
});
