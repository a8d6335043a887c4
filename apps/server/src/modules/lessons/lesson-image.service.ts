import { randomBytes } from "node:crypto";
import {
  LESSON_IMAGE_EXTENSIONS,
  LESSON_IMAGE_NAME,
  lessonImagePath,
} from "@trilha/contracts/rules/lesson-html";
import type { Authenticated } from "../../http/caller.ts";
import { forbidden, HttpError } from "../../http/http-error.ts";
import type { RequestContext } from "../../http/request-context.ts";
import type { ByteRange } from "../../lib/byte-range.ts";
import { requireOwner } from "../sessions/session.policy.ts";
import { finishedUploadsOf, storedUpload } from "../uploads/upload.service.ts";
import { mayAuthor } from "./lesson.policy.ts";

type Context = Pick<RequestContext, "data" | "scope" | "now" | "providers">;

function picturesOf(context: Pick<RequestContext, "scope" | "providers">) {
  return context.providers.storage.folder(context.scope, "lesson-images");
}

/**
 * A picture for a lesson's body, from the author's finished upload of an image: its bytes are copied among the
 * lesson pictures under a new random name (the upload stays the author's own), and its address is answered.
 * The name is the only key: a picture is shown by <img>, which carries no session, so nobody finds one without
 * the lesson that shows it.
 */
export async function addLessonImage(context: Context, caller: Authenticated, uploadId: string) {
  requireOwner(caller);
  if (!mayAuthor(caller.user)) throw forbidden();
  const [upload] = await finishedUploadsOf(context, caller, [uploadId]);
  const extension = upload ? LESSON_IMAGE_EXTENSIONS[upload.contentType] : undefined;
  if (!upload || extension === undefined) throw new HttpError(415, "learning.imageNotPicture");
  const stored = await storedUpload(context, upload.storageKey);
  if (stored === null) throw new HttpError(404, "uploads.notFound");
  const name = `${randomBytes(16).toString("base64url")}.${extension}`;
  await picturesOf(context).put(name, { stream: stored.stream, size: stored.size });
  return { url: lessonImagePath(name) };
}

/**
 * A lesson picture of this scope by its name, read for the request's range (null: all of it), with its type
 * (from the name it was stored under).
 */
export async function readLessonImage(
  context: Pick<RequestContext, "scope" | "providers">,
  name: string,
  range: ByteRange | null,
) {
  const match = LESSON_IMAGE_NAME.exec(name);
  if (!match) return null;
  const stored = await picturesOf(context).getRange(name, range);
  if (stored === null) return null;
  const contentType = Object.entries(LESSON_IMAGE_EXTENSIONS).find(([, ext]) => ext === match[1])?.[0];
  return contentType ? { ...stored, name, contentType } : null;
}
