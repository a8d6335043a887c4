import { type CallContract, callPath } from "@trilha/contracts/call";
import { MEDIA_LINK_MINUTES } from "@trilha/contracts/fields";
import type { Language } from "@trilha/contracts/rules/languages";
import { SecretBoxError } from "../providers/secrets/secret-box.ts";
import type { RequestContext } from "./request-context.ts";

/**
 * A stored sound or video is played in the page by <audio>/<video>, which carry no bearer token and read the
 * file in parts as it plays. A reader the file's own call lets through gets instead a link sealed with the
 * server's secrets key (AES-GCM, bound to the scope and to the kind of file): it names the file and when it
 * ends, cannot be made or changed without the key, and opens on this tenant only. Like a presigned address, it
 * works for whoever holds it until it ends, so it lives minutes and names a file the holder could read.
 */
type LinkContext = Pick<RequestContext, "scope" | "now" | "providers">;

interface SealedLink {
  /** The file's id. */
  i: number;
  /** Milliseconds since the epoch when it stops working. */
  e: number;
}

const sealContext = (context: Pick<RequestContext, "scope">, kind: string) =>
  `media-link:${kind}:${context.scope.key}`;

/** The address of `media` (the call that reads a link) for file `id` of `kind`, and when it ends. */
export function mediaLinkTo(
  context: LinkContext,
  media: CallContract,
  kind: string,
  id: number,
  lang: Language,
) {
  const ends = context.now.getTime() + MEDIA_LINK_MINUTES * 60_000;
  const sealed: SealedLink = { i: id, e: ends };
  const link = context.providers.secrets.seal(JSON.stringify(sealed), sealContext(context, kind));
  return {
    url: `${callPath(media, lang)}?link=${encodeURIComponent(link)}`,
    expira_em: new Date(ends).toISOString(),
  };
}

/** The file id a link of `kind` names on this tenant, or null for a link that is not whole, not ours or over. */
export function fileOfMediaLink(context: LinkContext, kind: string, link: string): number | null {
  let sealed: SealedLink;
  try {
    sealed = JSON.parse(context.providers.secrets.open(link, sealContext(context, kind))) as SealedLink;
  } catch (error) {
    if (error instanceof SecretBoxError || error instanceof SyntaxError) return null;
    throw error;
  }
  return Number.isInteger(sealed.i) && sealed.e > context.now.getTime() ? sealed.i : null;
}
