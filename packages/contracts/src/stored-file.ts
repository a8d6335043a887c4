import { z } from "zod/mini";
import { get, post } from "./call.ts";
import { id, mediaLinkAnswer, mediaLinkQuery, queryId, streamedFile } from "./fields.ts";

/**
 * The three calls that read a stored file a module keeps (a delivered file, a lesson's attachment), at `path`:
 * `file`, its bytes through the session, by the id in `idField` (`Range` asks for a part); `link`, for the same
 * readers, a sealed, short-lived address of it that a player (<audio>, <video>) reads with no bearer token;
 * `media`, what that address reads, by ranges, with no session. Who may read is the module's rule.
 */
export function storedFileCalls<const P extends string, const F extends string>(path: `/${P}`, idField: F) {
  return {
    file: get("session", path, {
      query: z.object({ [idField]: queryId } as Record<F, typeof queryId>),
      response: streamedFile,
    }),
    // A sealed address to play the file: it changes nothing, so a visiting administrator may ask for one.
    link: post("session", `${path}/link` as const, {
      visitorMay: true,
      body: z.object({ [idField]: id } as Record<F, typeof id>),
      response: mediaLinkAnswer,
    }),
    media: get("public", `${path}/midia` as const, { query: mediaLinkQuery, response: streamedFile }),
  };
}
