import { z } from "zod/mini";
import { LOGIN_MAX_LENGTH, PASSWORD_INPUT_MAX_LENGTH, TOKEN_MAX_LENGTH } from "./limits.ts";

/** Body fields that the calls of several modules share. */

/** An opaque token the server handed out: a session, a reset link, a sign-in challenge. */
export const token = z.string().check(z.minLength(1), z.maxLength(TOKEN_MAX_LENGTH));

/** A password as typed: bounded, never trimmed or case-folded. */
export const password = z.string().check(z.minLength(1), z.maxLength(PASSWORD_INPUT_MAX_LENGTH));

/** The id of a row the browser names. */
export const id = z.number().check(z.int(), z.positive());

/** The id of a row a query string names: it arrives as text. */
export const queryId = z.coerce.number().check(z.int(), z.positive());

/** A login as typed to name an account (a student's RA, an administrator's user name): trimmed, bounded. */
export const typedLogin = z.string().check(z.trim(), z.minLength(1), z.maxLength(LOGIN_MAX_LENGTH));

/** The string key of a stored row: an announcement's, a notice's, a trusted device's. */
export const rowKey = z.string().check(z.minLength(1), z.maxLength(100));

/** A stored file streamed as bytes (a delivered file, a lesson's attachment), whole or the part asked for. */
export const streamedFile = z.custom<Uint8Array | AsyncIterable<Uint8Array>>(
  (value) => value instanceof Uint8Array || (typeof value === "object" && value !== null),
);

/** How long a link to play a stored file works: enough to press play; the player keeps what it has read. */
export const MEDIA_LINK_MINUTES = 30;

/**
 * A link to play a stored sound or video in the page: the player (<audio>, <video>) sends no bearer token and
 * asks for parts as it plays (`Range`), so a reader of the file gets a sealed, short-lived address of it.
 */
export const mediaLinkAnswer = z.object({ url: z.string(), expira_em: z.string() });
/** The query of the address a media link names: the sealed link is the only key, for its tenant alone. */
export const mediaLinkQuery = z.object({ link: z.string().check(z.minLength(1), z.maxLength(400)) });
