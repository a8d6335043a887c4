import type { SessionRow } from "../../db/schema.ts";
import { HttpError } from "../../http/http-error.ts";
import type { Authenticated } from "./session.service.ts";

/** A session a platform administrator opened as the user (issue item 9): they see what the user sees. */
export function isVisiting(session: Pick<SessionRow, "visitor_id">): boolean {
  return session.visitor_id !== null;
}

/**
 * Whether the person at the keyboard is the account's owner. How the account signs in (password, second
 * factor, e-mail), its own choices (favourites, terms) and its other sessions are theirs alone: a visiting
 * administrator must never set credentials the user would not know about.
 */
export function isOwner(auth: Pick<Authenticated, "session">): boolean {
  return !isVisiting(auth.session);
}

/** Who the audit log names as acting: the visiting administrator, else the user. */
export function actorOf(auth: Pick<Authenticated, "user" | "session">): number {
  return auth.session.visitor_id ?? auth.user.id;
}

/** For the calls that are the owner's alone: a visiting administrator gets 403 (see isOwner). */
export function requireOwner(auth: Pick<Authenticated, "session">): void {
  if (!isOwner(auth)) throw new HttpError(403, "visiting.notAllowed");
}
