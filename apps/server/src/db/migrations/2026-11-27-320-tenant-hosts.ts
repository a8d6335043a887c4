import type { Kysely } from "kysely";
import { createTable, dropTables } from "./table-builders.ts";

// Frozen: written against Kysely<any> so later schema changes never rewrite history.
// More host names a platform answers on besides its `dominio`, each unique across every platform.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, "tenant_hosts", [
    "id integer identity",
    "tenant_id integer not null references tenants.id on delete cascade",
    "host text not null",
    "unique index tenant_hosts_host_idx (host)",
    "index tenant_hosts_tenant_idx (tenant_id)",
  ]);
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ["tenant_hosts"]);
}
