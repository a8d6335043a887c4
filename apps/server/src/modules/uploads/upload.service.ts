import { randomBytes } from "node:crypto";
import { UPLOAD_CHUNK_BYTES, UPLOAD_CHUNK_MAX_BYTES } from "@trilha/contracts/limits";
import { mayBeAcceptedUploadType } from "@trilha/contracts/rules/upload-types";
import type { Upload } from "@trilha/contracts/uploads.calls";
import type { Authenticated } from "../../http/caller.ts";
import { HttpError } from "../../http/http-error.ts";
import type { RequestContext } from "../../http/request-context.ts";
import type { ByteRange } from "../../lib/byte-range.ts";
import { MIN_PART_BYTES, type StorageProvider } from "../../providers/storage/storage-provider.ts";
import { mayUseUpload } from "./upload.policy.ts";
import {
  advanceUpload,
  bytesInUse,
  deleteUpload,
  findUpload,
  findUploads,
  insertUpload,
  keepUploadRows,
  listUploadParts,
  markUploadFinished,
  releaseUploadRows,
  type UploadRow,
} from "./upload.repository.ts";
import { acceptedTypeOf, decodeChunk } from "./upload-content.ts";

type UploadContext = Pick<RequestContext, "data" | "scope" | "providers" | "config" | "now" | "tenant">;

/**
 * An upload left unfinished this long is forgotten, with what arrived of it; so is a finished one that no module
 * kept (a delivery's file is kept; a lesson copies what it takes) this long after it ended.
 */
export const UPLOAD_TTL_MS = 24 * 60 * 60_000;
const MEBIBYTE = 1024 * 1024;

const notFound = () => new HttpError(404, "uploads.notFound");

/**
 * The design: the browser sends base64 chunks of about a megabyte, each where the last one ended. Chunks are
 * gathered into one pending object until they make a part of at least 5 MiB (S3's smallest), which goes to
 * the storage's upload in parts; the parts and the pending size are recorded in the database, so any instance
 * takes the next chunk, and a lost answer is resent from `recebido`. Finishing stores the pending bytes as the
 * last part, joins the parts and reads the file's type from its bytes.
 */
export async function createUpload(
  context: UploadContext,
  caller: Authenticated,
  input: { nome: string; tamanho: number; tipo: string },
): Promise<Upload> {
  const { maxFileBytes } = context.config.uploads;
  if (input.tamanho > maxFileBytes) {
    throw new HttpError(413, "uploads.tooLarge", { max: String(Math.floor(maxFileBytes / MEBIBYTE)) });
  }
  if (!mayBeAcceptedUploadType(input.tipo)) throw new HttpError(415, "uploads.typeNotAccepted");
  await refuseOverQuota(context, caller, input.tamanho);
  const id = randomBytes(16).toString("base64url");
  const files = filesOf(context);
  const partsHandle = await files.startParts(id);
  const row = {
    id,
    userId: caller.user.id,
    name: input.nome.trim() || "arquivo",
    size: input.tamanho,
    announcedType: input.tipo.trim().toLowerCase(),
    storageKey: files.keyOf(id),
    partsHandle,
    createdAt: context.now.toISOString(),
    expiresAt: new Date(context.now.getTime() + UPLOAD_TTL_MS).toISOString(),
  };
  await insertUpload(context.data, row);
  return answerOf({ ...row, received: 0, content_type: null, finished_at: null });
}

export async function uploadState(
  context: UploadContext,
  caller: Authenticated,
  id: string,
): Promise<Upload> {
  return answerOf(await usableUpload(context, caller, id));
}

export async function receiveChunk(
  context: UploadContext,
  caller: Authenticated,
  input: { envio_id: string; posicao: number; dados: string },
): Promise<Upload> {
  const upload = await usableUpload(context, caller, input.envio_id);
  if (upload.finished_at !== null) throw new HttpError(409, "uploads.finished");
  const chunk = decodeChunk(input.dados);
  if (chunk === null || chunk.length > UPLOAD_CHUNK_MAX_BYTES) throw new HttpError(400, "uploads.notBase64");
  if (input.posicao !== upload.received) {
    throw new HttpError(409, "uploads.wrongPosition", { recebido: String(upload.received) });
  }
  if (upload.received + chunk.length > upload.size) throw new HttpError(400, "uploads.pastEnd");

  const files = filesOf(context);
  const pending = upload.pending > 0 ? await files.read(pendingName(upload.id)) : Buffer.alloc(0);
  if (pending === null || pending.length !== upload.pending) throw new HttpError(409, "uploads.busy");
  const gathered = Buffer.concat([pending, chunk]);
  let part: { number: number; size: number; tag: string } | null = null;
  if (gathered.length >= MIN_PART_BYTES) {
    const number = (await listUploadParts(context.data, upload.id)).length + 1;
    const tag = await files.putPart(upload.id, upload.parts_handle, number, gathered);
    part = { number, size: gathered.length, tag };
  } else {
    await files.put(pendingName(upload.id), gathered);
  }
  const moved = await advanceUpload(context.data, {
    id: upload.id,
    from: upload.received,
    received: upload.received + chunk.length,
    pending: part ? 0 : gathered.length,
    part,
  });
  if (!moved) throw new HttpError(409, "uploads.busy");
  if (part) await files.delete(pendingName(upload.id));
  return answerOf({ ...upload, received: upload.received + chunk.length });
}

export async function finishUpload(
  context: UploadContext,
  caller: Authenticated,
  id: string,
): Promise<Upload> {
  const upload = await usableUpload(context, caller, id);
  if (upload.finished_at !== null) return answerOf(upload);
  if (upload.received < upload.size) {
    throw new HttpError(409, "uploads.incomplete", {
      recebido: String(upload.received),
      tamanho: String(upload.size),
    });
  }
  const files = filesOf(context);
  if (upload.pending > 0) {
    const tail = await files.read(pendingName(upload.id));
    if (tail === null || tail.length !== upload.pending) throw new HttpError(409, "uploads.busy");
    const number = (await listUploadParts(context.data, upload.id)).length + 1;
    const tag = await files.putPart(upload.id, upload.parts_handle, number, tail);
    const part = { number, size: tail.length, tag };
    const from = upload.received;
    if (
      !(await advanceUpload(context.data, {
        id,
        from,
        received: from,
        pending: 0,
        part,
      }))
    ) {
      throw new HttpError(409, "uploads.busy");
    }
  }
  const parts = await listUploadParts(context.data, upload.id);
  try {
    await files.finishParts(upload.id, upload.parts_handle, parts);
  } catch (error) {
    // Two finishes at once: the store joins the parts for one of them only, and the other answers as it did.
    const now = await findUpload(context.data, upload.id);
    if (now?.finished_at) return answerOf(now);
    throw error;
  }
  await files.delete(pendingName(upload.id));

  const stored = await files.get(upload.id);
  const contentType = stored === null ? null : await acceptedTypeOf(stored);
  if (contentType === null) {
    await files.delete(upload.id);
    await deleteUpload(context.data, upload.id);
    throw new HttpError(415, "uploads.typeNotAccepted");
  }
  const finishedAt = context.now.toISOString();
  const keepUntil = new Date(context.now.getTime() + UPLOAD_TTL_MS).toISOString();
  if (!(await markUploadFinished(context.data, upload.id, contentType, finishedAt, keepUntil))) {
    // Another request finished it first, with the same bytes.
    return answerOf(await usableUpload(context, caller, id));
  }
  return answerOf({ ...upload, content_type: contentType, finished_at: finishedAt });
}

export async function cancelUpload(context: UploadContext, caller: Authenticated, id: string): Promise<void> {
  const upload = await usableUpload(context, caller, id);
  if (upload.finished_at !== null) throw new HttpError(409, "uploads.finished");
  await deleteUpload(context.data, upload.id);
  await forgetStored(filesOf(context), upload);
}

/** A finished upload as the module that takes it (a delivery) records it. */
export interface FinishedUpload {
  id: string;
  name: string;
  size: number;
  contentType: string;
  storageKey: string;
}

/**
 * The caller's finished uploads of these ids, in the order given, for a call that takes them (a delivery):
 * 404 when one is not the caller's (or not in this scope, or gone), 409 when one is not finished. `context.db`
 * may be the caller's transaction.
 */
export async function finishedUploadsOf(
  context: Pick<RequestContext, "data" | "scope" | "now">,
  caller: Authenticated,
  ids: readonly string[],
): Promise<FinishedUpload[]> {
  const rows = new Map((await findUploads(context.data, ids)).map((row) => [row.id, row]));
  return ids.map((id) => {
    const upload = rows.get(id);
    if (!upload || !mayUseUpload(upload, caller, context.now)) throw notFound();
    if (upload.finished_at === null || upload.content_type === null) {
      throw new HttpError(409, "uploads.notFinished", { nome: upload.name });
    }
    return {
      id: upload.id,
      name: upload.name,
      size: upload.size,
      contentType: upload.content_type,
      storageKey: upload.storage_key,
    };
  });
}

/**
 * Finished uploads the caller's module has just recorded as its own (a delivery's files, in its transaction):
 * they stay until that module lets them go, where an upload nothing kept goes a day after it ended.
 */
export function keepUploads(context: Pick<RequestContext, "data" | "scope">, ids: readonly string[]) {
  return keepUploadRows(context.data, ids);
}

/** Files a delivery kept, given back to the sweep (their attempt was removed with its assignment). */
export function releaseUploads(
  context: Pick<RequestContext, "data" | "scope" | "now">,
  storageKeys: readonly string[],
) {
  return releaseUploadRows(context.data, storageKeys, context.now.toISOString());
}

/**
 * No account fills the disk: a person's files together hold at most the server's quota, and a platform's at
 * most the one its administrator set (none: no limit). Counted on what the uploads hold now, the new file
 * included; 413 names the limit.
 */
async function refuseOverQuota(context: UploadContext, caller: Authenticated, size: number) {
  const used = await bytesInUse(context.data, caller.user.id, context.tenant.id);
  const { personQuotaBytes } = context.config.uploads;
  if (used.person + size > personQuotaBytes) {
    throw new HttpError(413, "uploads.personQuota", { max: String(Math.floor(personQuotaBytes / MEBIBYTE)) });
  }
  const tenantQuota = context.tenant.storage_quota_mb;
  if (tenantQuota !== null && used.tenant + size > tenantQuota * MEBIBYTE) {
    throw new HttpError(413, "uploads.tenantQuota", { max: String(tenantQuota) });
  }
}

/** The stored bytes of a finished upload's recorded key, in this scope's uploads (null when gone). */
export function storedUpload(context: Pick<RequestContext, "scope" | "providers">, storageKey: string) {
  const files = context.providers.storage.folder(context.scope, "uploads");
  const name = files.nameOf(storageKey);
  return name === null ? Promise.resolve(null) : files.get(name);
}

/** The same, read for a request that may ask for one range of it (null: all of it). */
export function storedUploadRange(
  context: Pick<RequestContext, "scope" | "providers">,
  storageKey: string,
  range: ByteRange | null,
) {
  const files = context.providers.storage.folder(context.scope, "uploads");
  const name = files.nameOf(storageKey);
  return name === null ? Promise.resolve(null) : files.getRange(name, range);
}

/** The upload, if it exists in this scope, is still open or finished, and the caller may use it. */
async function usableUpload(context: UploadContext, caller: Authenticated, id: string): Promise<UploadRow> {
  const upload = await findUpload(context.data, id);
  if (!upload || !mayUseUpload(upload, caller, context.now)) throw notFound();
  return upload;
}

export async function forgetStored(
  files: ReturnType<StorageProvider["folder"]>,
  upload: Pick<UploadRow, "id" | "parts_handle">,
): Promise<void> {
  await files.abortParts(upload.id, upload.parts_handle);
  await files.delete(pendingName(upload.id));
}

function filesOf(context: UploadContext) {
  return context.providers.storage.folder(context.scope, "uploads");
}

/** Chunks gathered until they make a part, beside where the finished file will be. */
function pendingName(id: string): string {
  return `${id}.pending`;
}

function answerOf(
  upload: Pick<UploadRow, "id" | "name" | "size" | "received" | "content_type" | "finished_at">,
): Upload {
  return {
    envio_id: upload.id,
    nome: upload.name,
    tamanho: upload.size,
    recebido: upload.received,
    tamanho_parte: UPLOAD_CHUNK_BYTES,
    concluido: upload.finished_at !== null,
    tipo: upload.content_type,
  };
}
