import { type CallContract, callPath } from "@trilha/contracts/call";
import { MEDIA_LINK_MINUTES } from "@trilha/contracts/fields";
import type { Language } from "@trilha/contracts/rules/languages";
import type { ByteRange } from "../lib/byte-range.ts";
import { SecretBoxError } from "../providers/secrets/secret-box.ts";
import type { Authenticated } from "./caller.ts";
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
function mediaLinkTo(context: LinkContext, media: CallContract, kind: string, id: number, lang: Language) {
  const ends = context.now.getTime() + MEDIA_LINK_MINUTES * 60_000;
  const sealed: SealedLink = { i: id, e: ends };
  const link = context.providers.secrets.seal(JSON.stringify(sealed), sealContext(context, kind));
  return {
    url: `${callPath(media, lang)}?link=${encodeURIComponent(link)}`,
    expira_em: new Date(ends).toISOString(),
  };
}

/** The file id a link of `kind` names on this tenant, or null for a link that is not whole, not ours or over. */
function fileOfMediaLink(context: LinkContext, kind: string, link: string): number | null {
  let sealed: SealedLink;
  try {
    sealed = JSON.parse(context.providers.secrets.open(link, sealContext(context, kind))) as SealedLink;
  } catch (error) {
    if (error instanceof SecretBoxError || error instanceof SyntaxError) return null;
    throw error;
  }
  return Number.isInteger(sealed.i) && sealed.e > context.now.getTime() ? sealed.i : null;
}

type FileContext = Pick<RequestContext, "data" | "scope" | "now" | "providers">;

/** How a kind of stored file is found and read, by the module that keeps it. */
interface LinkedFiles<Row, Stored> {
  /** Throws that module's 404 unless the caller may read file `id`. */
  readable(context: FileContext, caller: Authenticated, id: number): Promise<unknown>;
  /** The scope's file by id, with no reader to check: a sealed link already stands for one. */
  byId(context: FileContext, id: number): Promise<Row | null>;
  /** The stored bytes of the file, for the range asked (null: all of it). */
  read(context: FileContext, row: Row, range: ByteRange | null): Promise<Stored>;
  notFound(): Error;
}

/** The two calls of a kind of file's links: the address for an allowed reader, and the bytes a link opens. */
export function mediaLinks<Row, Stored>(kind: string, media: CallContract, files: LinkedFiles<Row, Stored>) {
  return {
    async linkFor(context: FileContext, caller: Authenticated, id: number, lang: Language) {
      await files.readable(context, caller, id);
      return mediaLinkTo(context, media, kind, id, lang);
    },
    /** A link that is not whole, not this tenant's or over is the 404 of a file that does not exist. */
    async read(context: FileContext, link: string, range: ByteRange | null) {
      const id = fileOfMediaLink(context, kind, link);
      const row = id === null ? null : await files.byId(context, id);
      if (!row) throw files.notFound();
      return files.read(context, row, range);
    },
  };
}
