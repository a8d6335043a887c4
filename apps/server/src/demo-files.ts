import type { Db } from "./db/database.ts";
import { scopeOfTenant } from "./db/tenant-scope.ts";
import type { StorageProvider } from "./providers/storage/storage-provider.ts";

/** A one-page PDF, what the demo students "delivered". */
const DEMO_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj\n" +
    "4 0 obj<</Length 58>>stream\nBT /F1 24 Tf 72 760 Td (Trabalho entregue - Trilha) Tj ET\nendstream endobj\n" +
    "5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

/**
 * The demo seed records its delivered files under placeholder keys (`demo/...`, a database knows no storage):
 * this stores a real PDF for each, in its scope's uploads, and points the record at it, so the demo's teachers
 * and students open what they see listed. Run after the seed, by the commands that seed; a second run finds
 * nothing left to do.
 */
export async function storeDemoFiles(db: Db, storage: StorageProvider): Promise<number> {
  const tenants = await db.selectFrom("tenants").select(["id", "database_share"]).execute();
  const scopes = new Map(tenants.map((tenant) => [scopeOfTenant(tenant).key, scopeOfTenant(tenant)]));
  const rows = await db
    .selectFrom("attempt_files")
    .select(["id", "scope"])
    .where("object_key", "like", "demo/%")
    .execute();
  let stored = 0;
  for (const row of rows) {
    const scope = scopes.get(row.scope);
    if (!scope) continue;
    const files = storage.folder(scope, "uploads");
    const name = `demo-entrega-${row.id}`;
    await files.put(name, DEMO_PDF);
    await db
      .updateTable("attempt_files")
      .set({ object_key: files.keyOf(name), size: DEMO_PDF.length })
      .where("id", "=", row.id)
      .execute();
    stored += 1;
  }
  return stored;
}
