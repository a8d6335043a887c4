import type { Db } from "../../db/database.ts";
import { insertScoped, scoped } from "../../db/scoped.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";

/** The highest published version, in the language asked for (else pt-br, else any). */
export async function findCurrentTerms(
  db: Db,
  lang: string,
): Promise<{ versao: number; titulo: string; texto: string } | undefined> {
  const latest = await db
    .selectFrom("terms_versions")
    .select((eb) => eb.fn.max("versao").as("versao"))
    .executeTakeFirst();
  const versao = latest?.versao === null || latest?.versao === undefined ? null : Number(latest.versao);
  if (versao === null) return undefined;
  const rows = await db
    .selectFrom("terms_versions")
    .select(["versao", "idioma", "titulo", "texto"])
    .where("versao", "=", versao)
    .execute();
  const row = rows.find((r) => r.idioma === lang) ?? rows.find((r) => r.idioma === "pt-br") ?? rows[0];
  return row ? { versao: Number(row.versao), titulo: row.titulo, texto: row.texto } : undefined;
}

export function findAcceptance(
  db: Db,
  scope: TenantScope,
  userId: number,
  versao: number,
): Promise<{ accepted_at: string } | undefined> {
  return scoped(db, scope)
    .selectFrom("terms_acceptances")
    .select("accepted_at")
    .where("user_id", "=", userId)
    .where("versao", "=", versao)
    .executeTakeFirst();
}

export interface NewAcceptance {
  userId: number;
  versao: number;
  at: string;
  ip: string;
}

/** Idempotent: accepting a version twice keeps the first date. */
export async function insertAcceptance(db: Db, scope: TenantScope, acceptance: NewAcceptance): Promise<void> {
  await insertScoped(db, scope, "terms_acceptances")
    .values({
      user_id: acceptance.userId,
      versao: acceptance.versao,
      accepted_at: acceptance.at,
      ip: acceptance.ip,
    })
    .onConflict((oc) => oc.columns(["scope", "user_id", "versao"]).doNothing())
    .execute();
}
