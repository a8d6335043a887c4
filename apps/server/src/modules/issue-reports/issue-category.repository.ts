import type { GlobalDb } from "../../db/scoped-db.ts";

/** Categories are reference data shared by every tenant. */
export function listIssueCategories(db: GlobalDb) {
  return db.selectFrom("issue_categories").select(["id", "chave", "titulo"]).orderBy("id").execute();
}

export function findIssueCategory(db: GlobalDb, id: number) {
  return db
    .selectFrom("issue_categories")
    .select(["id", "chave", "titulo"])
    .where("id", "=", id)
    .executeTakeFirst();
}
