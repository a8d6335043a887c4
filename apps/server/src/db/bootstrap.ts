import { DEFAULT_TENANT_DESCRIPTION, DEFAULT_TENANT_NAME } from "@trilha/contracts/tenant-page";
import type { Insertable } from "kysely";
import type { Db } from "./database.ts";
import type { TenantRow, TenantTable } from "./schema.ts";
import { type ScopedDb, scopedDb } from "./scoped-db.ts";
import { scopeOfTenant } from "./tenant-scope.ts";

type NewTenant = Insertable<TenantTable>;

/**
 * A platform always has a principal tenant (unknown hosts resolve to it). A fresh production database
 * gets one on the given domain; its name, palette and links are then edited like any tenant's.
 */
export async function ensurePrincipalTenant(db: Db, domain: string): Promise<void> {
  const any = await db.selectFrom("tenants").select("id").limit(1).executeTakeFirst();
  if (any) return;
  await db
    .insertInto("tenants")
    .values(
      newTenantRow({
        nome: DEFAULT_TENANT_NAME,
        descricao: DEFAULT_TENANT_DESCRIPTION,
        slug: "trilha",
        dominio: domain,
        principal: 1,
      }),
    )
    // Instances started together on a fresh database all find it empty; the first insert wins, the rest agree.
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/** The principal tenant and its scope's handle, for the commands that act on it (`npm run create-admin`). */
export async function principalData(db: Db): Promise<{ tenant: TenantRow; data: ScopedDb } | undefined> {
  const tenant = await db
    .selectFrom("tenants")
    .selectAll()
    .where("principal", "=", 1)
    .orderBy("id")
    .executeTakeFirst();
  return tenant && { tenant, data: scopedDb(db, scopeOfTenant(tenant)) };
}

type Required = "nome" | "descricao" | "slug" | "dominio";

/**
 * A `tenants` row from what is particular to it: active, not the principal one, without logo, links, shared
 * data or WhatsApp, the default palette, created now, unless `fields` says otherwise.
 */
export function newTenantRow(fields: Pick<NewTenant, Required> & Partial<Omit<NewTenant, Required>>) {
  return {
    logo: null,
    status: 1,
    principal: 0,
    paleta_cor: "default",
    links: "{}",
    database_share: null,
    whatsapp_numero: null,
    whatsapp_mensagem: null,
    configuracoes: "{}",
    created_at: new Date().toISOString(),
    ...fields,
  } satisfies NewTenant;
}
