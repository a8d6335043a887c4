import type { Selectable } from "kysely";
import { insertInto, inTransaction, type ScopedDb } from "../../db/scoped-db.ts";
import type { UploadTable } from "./uploads.tables.ts";

export type UploadRow = Selectable<UploadTable>;

export interface NewUpload {
  id: string;
  userId: number;
  name: string;
  size: number;
  announcedType: string;
  storageKey: string;
  partsHandle: string;
  createdAt: string;
  expiresAt: string;
}

export async function insertUpload(data: ScopedDb, upload: NewUpload): Promise<void> {
  await insertInto(data, "uploads")
    .values({
      id: upload.id,
      user_id: upload.userId,
      name: upload.name,
      size: upload.size,
      announced_type: upload.announcedType,
      storage_key: upload.storageKey,
      parts_handle: upload.partsHandle,
      created_at: upload.createdAt,
      expires_at: upload.expiresAt,
    })
    .execute();
}

export async function findUpload(data: ScopedDb, id: string): Promise<UploadRow | undefined> {
  const row = await data.selectFrom("uploads").selectAll().where("id", "=", id).executeTakeFirst();
  // PostgreSQL may hand integers back as text in some drivers' settings; the service does arithmetic on them.
  return (
    row && { ...row, size: Number(row.size), received: Number(row.received), pending: Number(row.pending) }
  );
}

/** The uploads of these ids found in the scope (missing ones are left out). */
export async function findUploads(data: ScopedDb, ids: readonly string[]): Promise<UploadRow[]> {
  if (ids.length === 0) return [];
  const rows = await data.selectFrom("uploads").selectAll().where("id", "in", ids).execute();
  return rows.map((row) => ({
    ...row,
    size: Number(row.size),
    received: Number(row.received),
    pending: Number(row.pending),
  }));
}

/** The upload's parts in order, as `finishParts` wants them. */
export async function listUploadParts(data: ScopedDb, uploadId: string) {
  const rows = await data
    .selectFrom("upload_parts")
    .select(["number", "size", "tag"])
    .where("upload_id", "=", uploadId)
    .orderBy("number")
    .execute();
  return rows.map((row) => ({ number: Number(row.number), size: Number(row.size), tag: row.tag }));
}

/**
 * Moves an unfinished upload from `from` received bytes to `received`, `pending` of them kept outside parts,
 * recording `part` if one was stored: only if nobody moved it first (same `from`), all or nothing. Answers
 * whether it moved.
 */
export async function advanceUpload(
  data: ScopedDb,
  change: {
    id: string;
    from: number;
    received: number;
    pending: number;
    part: { number: number; size: number; tag: string } | null;
  },
): Promise<boolean> {
  return inTransaction(data, async (trx) => {
    const result = await trx
      .updateTable("uploads")
      .set({ received: change.received, pending: change.pending })
      .where("id", "=", change.id)
      .where("received", "=", change.from)
      .where("finished_at", "is", null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    if (change.part) {
      const { number, size, tag } = change.part;
      await insertInto(trx, "upload_parts")
        .values({ upload_id: change.id, number, size, tag })
        .onConflict((conflict) => conflict.columns(["upload_id", "number"]).doUpdateSet({ size, tag }))
        .execute();
    }
    return true;
  });
}

/** Marks an upload finished, with the type its bytes are; answers false if it already was. */
export async function markUploadFinished(
  data: ScopedDb,
  id: string,
  contentType: string,
  finishedAt: string,
  keepUntil: string,
): Promise<boolean> {
  const result = await data
    .updateTable("uploads")
    .set({ content_type: contentType, finished_at: finishedAt, expires_at: keepUntil, pending: 0 })
    .where("id", "=", id)
    .where("finished_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Finished uploads a module has recorded as its own (a delivery's files): they no longer expire. */
export async function keepUploadRows(data: ScopedDb, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await data
    .updateTable("uploads")
    .set({ expires_at: null })
    .where("id", "in", ids)
    .where("finished_at", "is not", null)
    .execute();
}

/** Lets uploads go with the next sweep: the records that kept them (a removed assignment's files) are gone. */
export async function releaseUploadRows(data: ScopedDb, storageKeys: readonly string[], now: string) {
  for (let at = 0; at < storageKeys.length; at += 400) {
    await data
      .updateTable("uploads")
      .set({ expires_at: now })
      .where("storage_key", "in", storageKeys.slice(at, at + 400))
      .execute();
  }
}

/** Bytes the person's uploads hold now (those not yet swept), and the tenant's together. */
export async function bytesInUse(data: ScopedDb, userId: number, tenantId: number) {
  const [person, tenant] = await Promise.all([
    data
      .selectFrom("uploads")
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("size"), eb.lit(0)).as("bytes"))
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow(),
    data
      .selectFrom("uploads")
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("size"), eb.lit(0)).as("bytes"))
      .where("tenant_id", "=", tenantId)
      .executeTakeFirstOrThrow(),
  ]);
  return { person: Number(person.bytes), tenant: Number(tenant.bytes) };
}

export async function deleteUpload(data: ScopedDb, id: string): Promise<void> {
  await data.deleteFrom("upload_parts").where("upload_id", "=", id).execute();
  await data.deleteFrom("uploads").where("id", "=", id).execute();
}
