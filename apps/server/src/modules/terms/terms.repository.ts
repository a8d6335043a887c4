import { countRows } from "../../db/count.ts";
import { type GlobalDb, insertInto, type ScopedDb } from "../../db/scoped-db.ts";

/** The highest published version, in the language asked for (else pt-br, else any). */
export async function findCurrentTerms(
  db: GlobalDb,
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
  data: ScopedDb,
  userId: number,
  versao: number,
): Promise<{ accepted_at: string } | undefined> {
  return data
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
export async function insertAcceptance(data: ScopedDb, acceptance: NewAcceptance): Promise<void> {
  await insertInto(data, "terms_acceptances")
    .values({
      user_id: acceptance.userId,
      versao: acceptance.versao,
      accepted_at: acceptance.at,
      ip: acceptance.ip,
    })
    .onConflict((oc) => oc.columns(["scope", "user_id", "versao"]).doNothing())
    .execute();
}

/** Every published text, newest version first. */
export function listTermsTexts(db: GlobalDb) {
  return db
    .selectFrom("terms_versions")
    .select(["versao", "idioma", "titulo", "texto", "published_at"])
    .orderBy("versao", "desc")
    .orderBy("idioma")
    .execute();
}

/** How many people of the scope accepted each version. */
export async function countAcceptancesByVersion(data: ScopedDb): Promise<Map<number, number>> {
  const rows = await data
    .selectFrom("terms_acceptances")
    .select((eb) => ["versao", eb.fn.countAll<number | string | bigint>().as("total")])
    .groupBy("versao")
    .execute();
  return new Map(rows.map((row) => [Number(row.versao), Number(row.total)]));
}

/** Writes the next version's texts in one transaction; its number is one above the highest. */
export async function insertTermsVersion(
  db: GlobalDb,
  texts: readonly { idioma: string; titulo: string; texto: string }[],
  publishedAt: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const latest = await trx
      .selectFrom("terms_versions")
      .select((eb) => eb.fn.max("versao").as("versao"))
      .executeTakeFirst();
    const versao = Number(latest?.versao ?? 0) + 1;
    await trx
      .insertInto("terms_versions")
      .values(texts.map((text) => ({ versao, ...text, published_at: publishedAt })))
      .execute();
    return versao;
  });
}

/** One page of the scope's acceptances of a version, newest first, with who accepted. */
export function listAcceptances(data: ScopedDb, versao: number, page: { limit: number; offset: number }) {
  return data
    .selectFrom("terms_acceptances")
    .innerJoin("users", "users.id", "terms_acceptances.user_id")
    .select(["users.id", "users.nome", "users.usuario", "terms_acceptances.accepted_at"])
    .where("terms_acceptances.versao", "=", versao)
    .orderBy("terms_acceptances.accepted_at", "desc")
    .orderBy("terms_acceptances.id", "desc")
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countAcceptances(data: ScopedDb, versao: number): Promise<number> {
  return countRows(data.selectFrom("terms_acceptances").where("versao", "=", versao));
}
