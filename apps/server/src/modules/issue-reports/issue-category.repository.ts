import type { Db } from "../../db/database.ts";

/** Categories are reference data shared by every tenant. */
export function listIssueCategories(db: Db) {
  return db.selectFrom("issue_categories").select(["id", "chave", "titulo"]).orderBy("id").execute();
}

export function findIssueCategory(db: Db, id: number) {
  return db
    .selectFrom("issue_categories")
    .select(["id", "chave", "titulo"])
    .where("id", "=", id)
    .executeTakeFirst();
}
