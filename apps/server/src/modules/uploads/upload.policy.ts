import type { Authenticated } from "../../http/caller.ts";
import type { UploadRow } from "./upload.repository.ts";

/**
 * An upload is its starter's alone (the repository already kept it to the scope): nobody else reads how far it
 * got, adds to it, finishes or cancels it. An unfinished one past its time is gone, whether or not the
 * retention pass has swept it yet.
 */
export function mayUseUpload(
  upload: Pick<UploadRow, "user_id" | "finished_at" | "expires_at">,
  caller: Pick<Authenticated, "user">,
  now: Date,
): boolean {
  if (upload.user_id !== caller.user.id) return false;
  return upload.finished_at !== null || (upload.expires_at !== null && upload.expires_at > now.toISOString());
}
