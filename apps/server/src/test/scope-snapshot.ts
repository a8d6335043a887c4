import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Db } from "../db/database.ts";
import type { TenantScope } from "../db/tenant-scope.ts";
import { uploadsDir } from "../providers/storage/storage.ts";
import { scopedTablesOf } from "./database-tables.ts";

/** One hash per scoped table, of the scope's rows in a fixed order, plus its tenant rows and stored files. */
export type ScopeSnapshot = Record<string, string>;

const hash = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * Everything a scope owns, hashed: the rows of every scoped table of the database (a table is covered the
 * day its migration adds it), the scope's tenant rows, and the files stored under the scope's folders (screenshots,
 * photos). Equal snapshots before and after a request prove the request changed none of it.
 */
export async function snapshotScope(
  db: Db,
  scope: TenantScope,
  options: { tenantIds: readonly number[]; dataDir: string },
): Promise<ScopeSnapshot> {
  const snapshot: ScopeSnapshot = {};
  const tables = await Promise.all(
    (await scopedTablesOf(db)).map(async (table) => {
      // biome-ignore lint/suspicious/noExplicitAny: every scoped table has a scope column; the rows are hashed whole
      const rows = await (db as any).selectFrom(table).selectAll().where("scope", "=", scope.key).execute();
      return [table, rowsHash(rows)] as const;
    }),
  );
  for (const [table, digest] of tables) snapshot[table] = digest;
  const tenants = await db
    .selectFrom("tenants")
    .selectAll()
    .where("id", "in", [...options.tenantIds])
    .execute();
  snapshot.tenants = rowsHash(tenants);
  snapshot["stored files"] = filesHash(path.join(uploadsDir(options), ""), scope);
  return snapshot;
}

/** The number of rows the scope holds in each scoped table (to prove the seed reached every one). */
export async function countScopeRows(db: Db, scope: TenantScope): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await scopedTablesOf(db)) {
    // biome-ignore lint/suspicious/noExplicitAny: see snapshotScope
    const row = await (db as any)
      .selectFrom(table)
      .select((eb: { fn: { countAll: () => { as: (name: string) => unknown } } }) => eb.fn.countAll().as("n"))
      .where("scope", "=", scope.key)
      .executeTakeFirst();
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
}

/** Names of the parts that differ between two snapshots. */
export function changedParts(before: ScopeSnapshot, after: ScopeSnapshot): string[] {
  return Object.keys(before).filter((key) => before[key] !== after[key]);
}

function rowsHash(rows: readonly Record<string, unknown>[]): string {
  const lines = rows.map((row) =>
    JSON.stringify(
      Object.keys(row)
        .sort()
        .map((key) => [key, normalise(row[key])]),
    ),
  );
  return hash(lines.sort().join("\n"));
}

// PostgreSQL may hand back bigints as strings and dates as Date objects; the hash must not care which.
function normalise(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "bigint") return value.toString();
  if (Buffer.isBuffer(value)) return value.toString("base64");
  return value;
}

/** Every upload kind keeps a scope's files under `<kind>/<base64url of the scope key>/`. */
function filesHash(root: string, scope: TenantScope): string {
  const folder = Buffer.from(scope.key).toString("base64url");
  const entries: string[] = [];
  if (!fs.existsSync(root)) return hash("");
  for (const kind of fs.readdirSync(root).sort()) {
    const dir = path.join(root, kind, folder);
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir, { recursive: true }).map(String).sort()) {
      const file = path.join(dir, name);
      if (fs.statSync(file).isFile())
        entries.push(`${kind}/${name}:${hash(fs.readFileSync(file).toString("base64"))}`);
    }
  }
  return hash(entries.join("\n"));
}
