import { z } from "zod/mini";
import { PASSWORD_INPUT_MAX_LENGTH, TOKEN_MAX_LENGTH } from "./limits.ts";

/** Body fields that the calls of several modules share. */

/** An opaque token the server handed out: a session, a reset link, a sign-in challenge. */
export const token = z.string().check(z.minLength(1), z.maxLength(TOKEN_MAX_LENGTH));

/** A password as typed: bounded, never trimmed or case-folded. */
export const password = z.string().check(z.minLength(1), z.maxLength(PASSWORD_INPUT_MAX_LENGTH));

/** The id of a row the browser names. */
export const id = z.number().check(z.int(), z.positive());
