import { randomBytes } from "node:crypto";
import type { LessonAttachmentInfo } from "@trilha/contracts/lessons.calls";
import type { Authenticated } from "../../http/caller.ts";
import { forbidden, HttpError } from "../../http/http-error.ts";
import type { RequestContext } from "../../http/request-context.ts";
import type { ByteRange } from "../../lib/byte-range.ts";
import { studiesInGroup, teachesGroup } from "../classes/class.policy.ts";
import { membershipsOf, teachesAny } from "../classes/class.service.ts";
import { finishedUploadsOf, storedUpload } from "../uploads/upload.service.ts";
import { type AttachmentReaderFacts, mayAuthor, mayReadAttachment } from "./lesson.policy.ts";
import {
  type AttachmentFields,
  findAttachment,
  findLessonAttachments,
  listAttachments,
  versionAssignmentsIn,
} from "./lesson.repository.ts";

type Reader = Pick<RequestContext, "data" | "scope">;
/** What saving a version's attachments needs: the uploads' bytes are copied among the lesson attachments. */
export type AttachmentContext = Pick<RequestContext, "data" | "scope" | "now" | "providers" | "config">;

const MEBIBYTE = 1024 * 1024;

function attachmentsOf(context: Pick<RequestContext, "scope" | "providers">) {
  return context.providers.storage.folder(context.scope, "lesson-attachments");
}

export const fileNotFound = () => new HttpError(404, "learning.fileNotFound");

/** The limits of an ARQ delivery, which a lesson's attachments share (the settings UPLOAD_MAX_FILE_MB and _FILES_PER_DELIVERY). */
export function attachmentLimits(context: Pick<RequestContext, "config">, caller: Authenticated) {
  if (!mayAuthor(caller.user)) throw forbidden();
  const { maxFileBytes, maxFilesPerDelivery } = context.config.uploads;
  return { limites: { arquivo_max_bytes: maxFileBytes, arquivos_max: maxFilesPerDelivery } };
}

/** The attached files of these versions, as the contracts list them, by version id. */
export async function attachmentInfoOf(
  context: Reader,
  versionIds: readonly number[],
): Promise<Map<number, LessonAttachmentInfo[]>> {
  const rows = await listAttachments(context.data, versionIds);
  const byVersion = new Map<number, LessonAttachmentInfo[]>(versionIds.map((id) => [id, []]));
  for (const row of rows) {
    byVersion.get(row.lesson_version_id)?.push({
      id: row.id,
      nome: row.name,
      tamanho: row.size,
      tipo: row.content_type,
    });
  }
  return byVersion;
}

/** The files a version being saved will have, and the objects stored for it now (to remove if it is not saved). */
export interface StagedAttachments {
  files: AttachmentFields[];
  stored: string[];
}

/**
 * The attachments of a version about to be saved, made ready before its transaction: the lesson's files kept
 * (`keep`: ids of its attachments of any version, in order; left out, every file of the current version), then
 * the caller's finished uploads (`uploads`), whose bytes are copied among the lesson attachments under new
 * random names, so the upload stays its sender's own and the version keeps its file whatever becomes of it.
 * Refused: a file of another lesson (404), too many files or too large (the delivery's limits), an upload not
 * the caller's or not finished (the uploads' own refusals).
 */
export async function stageAttachments(
  context: AttachmentContext,
  caller: Authenticated,
  input: {
    lessonId: number | null;
    currentVersionId: number | null;
    keep: readonly number[] | undefined;
    uploads: readonly string[] | undefined;
  },
): Promise<StagedAttachments> {
  const kept = await keptAttachments(context, input);
  const uploadIds = [...new Set(input.uploads ?? [])];
  const { maxFileBytes, maxFilesPerDelivery } = context.config.uploads;
  if (kept.length + uploadIds.length > maxFilesPerDelivery) {
    throw new HttpError(400, "learning.tooManyAttachments", { max: String(maxFilesPerDelivery) });
  }
  const uploads = await finishedUploadsOf(context, caller, uploadIds);
  for (const upload of uploads) {
    if (upload.size > maxFileBytes) {
      throw new HttpError(413, "uploads.tooLarge", { max: String(Math.floor(maxFileBytes / MEBIBYTE)) });
    }
  }
  const folder = attachmentsOf(context);
  const staged: StagedAttachments = { files: [...kept], stored: [] };
  try {
    for (const upload of uploads) {
      const bytes = await storedUpload(context, upload.storageKey);
      if (bytes === null) throw new HttpError(404, "uploads.notFound");
      const name = randomBytes(16).toString("base64url");
      await folder.put(name, { stream: bytes.stream, size: bytes.size });
      staged.stored.push(name);
      staged.files.push({
        objectKey: folder.keyOf(name),
        name: upload.name,
        contentType: upload.contentType,
        size: bytes.size,
      });
    }
  } catch (error) {
    await discardStaged(context, staged);
    throw error;
  }
  return staged;
}

async function keptAttachments(
  context: Reader,
  input: { lessonId: number | null; currentVersionId: number | null; keep: readonly number[] | undefined },
): Promise<AttachmentFields[]> {
  let rows: Awaited<ReturnType<typeof listAttachments>>;
  if (input.keep === undefined) {
    rows =
      input.currentVersionId === null ? [] : await listAttachments(context.data, [input.currentVersionId]);
  } else {
    const ids = [...new Set(input.keep)];
    const found =
      input.lessonId === null ? [] : await findLessonAttachments(context.data, input.lessonId, ids);
    const byId = new Map(found.map((row) => [row.id, row]));
    rows = ids.map((id) => {
      const row = byId.get(id);
      if (!row) throw fileNotFound();
      return row;
    });
  }
  // The same file named twice (by two versions' rows) is kept once.
  const seen = new Set<string>();
  return rows.flatMap((row) => {
    if (seen.has(row.object_key)) return [];
    seen.add(row.object_key);
    return [{ objectKey: row.object_key, name: row.name, contentType: row.content_type, size: row.size }];
  });
}

/** Removes what `stageAttachments` stored, when the version it was for was not saved after all. */
export async function discardStaged(
  context: Pick<RequestContext, "scope" | "providers">,
  staged: StagedAttachments,
): Promise<void> {
  const folder = attachmentsOf(context);
  await Promise.all(staged.stored.map((name) => folder.delete(name).catch(() => undefined)));
}

/**
 * An attached file for a reader `mayReadAttachment` lets through (anyone else gets the 404 of a file that does
 * not exist): its stored bytes for the request's range, its name and the type read from them when uploaded.
 */
export async function readAttachment(
  context: Pick<RequestContext, "data" | "scope" | "providers" | "now">,
  caller: Authenticated,
  attachmentId: number,
  range: ByteRange | null,
) {
  return readAttachmentFile(context, await attachmentFor(context, caller, attachmentId), range);
}

/** The attachment's row, for a reader `mayReadAttachment` lets through; 404 for anyone else. */
export async function attachmentFor(
  context: Pick<RequestContext, "data" | "scope" | "now">,
  caller: Authenticated,
  attachmentId: number,
) {
  const file = await findAttachment(context.data, attachmentId);
  if (!file) throw fileNotFound();
  const plain = { teachesAssignedClass: false, studiesInStartedClass: false, previewsCatalogue: false };
  const facts = mayReadAttachment(context.scope, caller.user, file, plain)
    ? plain
    : await readerFacts(context, caller, file.lesson_version_id, Boolean(file.in_catalogue));
  if (!mayReadAttachment(context.scope, caller.user, file, facts)) throw fileNotFound();
  return file;
}

/** This scope's attachment by id, with no reader to check: a sealed media link already stands for one. */
export async function findAttachmentById(context: Reader, attachmentId: number) {
  return (await findAttachment(context.data, attachmentId)) ?? null;
}

/** The stored bytes of an attachment row, for the range asked (null: all of it). */
export async function readAttachmentFile(
  context: Pick<RequestContext, "scope" | "providers">,
  file: { object_key: string; name: string; content_type: string },
  range: ByteRange | null,
) {
  const folder = attachmentsOf(context);
  const name = folder.nameOf(file.object_key);
  const stored = name === null ? null : await folder.getRange(name, range);
  if (!stored) throw fileNotFound();
  return { ...stored, name: file.name, contentType: file.content_type };
}

/**
 * Whether the caller teaches, or studies in, a class the version was given to (a student: once it started), or
 * may give the version as the catalogue's current one.
 */
async function readerFacts(
  context: Pick<RequestContext, "data" | "scope" | "now">,
  caller: Authenticated,
  versionId: number,
  inCatalogue: boolean,
): Promise<AttachmentReaderFacts> {
  const userId = caller.user.id;
  const memberships = await membershipsOf(context, userId);
  const given = await versionAssignmentsIn(
    context.data,
    versionId,
    memberships.map((membership) => membership.group_id),
  );
  const now = context.now.toISOString();
  const membershipOf = (groupId: number) => memberships.find((membership) => membership.group_id === groupId);
  return {
    teachesAssignedClass: given.some((assignment) =>
      teachesGroup(context.scope, userId, assignment.group_id, membershipOf(assignment.group_id)),
    ),
    studiesInStartedClass: given.some(
      (assignment) =>
        assignment.starts_at <= now &&
        studiesInGroup(context.scope, userId, assignment.group_id, membershipOf(assignment.group_id)),
    ),
    previewsCatalogue: inCatalogue && (mayAuthor(caller.user) || (await teachesAny(context, userId))),
  };
}
