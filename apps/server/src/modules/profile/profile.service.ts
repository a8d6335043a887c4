import type { SessionUser } from "@trilha/contracts/session-user";
import type { Authenticated } from "../../http/caller.ts";
import type { RequestContext } from "../../http/request-context.ts";
import { findUserById, sessionUserOf, setUserPhoto } from "../users/user.service.ts";
import { isPhotoInUse } from "./profile.repository.ts";
import { PHOTO_NAME, preparePhoto } from "./profile-photo.ts";

type ProfileContext = Pick<RequestContext, "data" | "scope" | "providers">;

/** Photos of one scope live in its own folder of storage, so a scope can only ever serve its own files. */
function photosOf(context: ProfileContext) {
  return context.providers.storage.folder(context.scope, "photos");
}

export async function changePhoto(
  context: ProfileContext,
  auth: Authenticated,
  dataUrl: string,
): Promise<SessionUser> {
  const photo = await preparePhoto(dataUrl);
  await photosOf(context).put(photo.name, photo.data);
  await setUserPhoto(context.data, auth.user.id, photo.name);
  await discardIfUnused(context, auth.user.foto, photo.name);
  return currentSessionUser(context, auth);
}

export async function removePhoto(context: ProfileContext, auth: Authenticated): Promise<SessionUser> {
  await setUserPhoto(context.data, auth.user.id, null);
  await discardIfUnused(context, auth.user.foto, null);
  return currentSessionUser(context, auth);
}

/** The bytes of one of the scope's photos, or null (unknown name, another scope's file, removed). */
export function readPhoto(context: ProfileContext, foto: string): Promise<Buffer | null> {
  if (!PHOTO_NAME.test(foto)) return Promise.resolve(null);
  return photosOf(context).read(foto);
}

async function discardIfUnused(context: ProfileContext, previous: string | null, kept: string | null) {
  if (previous === null || previous === kept || !PHOTO_NAME.test(previous)) return;
  if (await isPhotoInUse(context.data, previous)) return;
  await photosOf(context).delete(previous);
}

async function currentSessionUser(context: ProfileContext, auth: Authenticated): Promise<SessionUser> {
  const user = (await findUserById(context.data, auth.user.id)) ?? auth.user;
  return sessionUserOf(context.data, user, auth.token);
}
