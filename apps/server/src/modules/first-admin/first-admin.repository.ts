import type { Db } from "../../db/database.ts";
import type { NewUser } from "../../db/schema.ts";

export async function insertAdministrator(db: Db, user: NewUser): Promise<number> {
  const row = await db.insertInto("users").values(user).returning("id").executeTakeFirstOrThrow();
  return row.id;
}
