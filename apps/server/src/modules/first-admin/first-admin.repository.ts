import type { Db } from "../../db/database.ts";
import type { NewUser } from "../../db/schema.ts";
import { scoped } from "../../db/scoped.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";

export async function insertAdministrator(db: Db, user: NewUser): Promise<number> {
  const row = await db.insertInto("users").values(user).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

/** A one-time password that replaces the account's own, expires, and must be changed at the next sign-in. */
export async function setTemporaryPassword(
  db: Db,
  scope: TenantScope,
  userId: number,
  temporary: { hash: string; expiresAt: string },
): Promise<void> {
  await scoped(db, scope)
    .updateTable("users")
    .set({ password_hash: temporary.hash, password_expires_at: temporary.expiresAt, must_change_password: 1 })
    .where("id", "=", userId)
    .execute();
}
