import type { Readable } from "node:stream";
import { servedInline } from "@trilha/contracts/rules/upload-types";
import type { FastifyReply, FastifyRequest } from "fastify";
import { type ByteRange, contentRangeOf, parseRange, sliceLength } from "../lib/byte-range.ts";
import type { StoredRange } from "../providers/storage/storage-provider.ts";

/**
 * A Content-Disposition naming the file as the person did: a plain ASCII fallback, and the real name encoded
 * (RFC 6266 / 5987), so no quote, semicolon or line break a name holds can break the header.
 */
export function dispositionOf(kind: "inline" | "attachment", name: string): string {
  const ascii =
    name
      .normalize("NFKD")
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/["\\;]/g, "_")
      .trim() || "arquivo";
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** The single byte range a request for a stored file asks for, or null for all of it (`lib/byte-range.ts`). */
export function requestedRange(request: FastifyRequest): ByteRange | null {
  return parseRange(request.headers.range, request.headers["if-range"]);
}

/** Reads a stored file for the range the request asks for, and answers it as `replyWithStoredFile` does. */
export async function replyWithRequestedFile(
  http: { request: FastifyRequest; reply: FastifyReply },
  read: (range: ByteRange | null) => Promise<{ name: string; contentType: string } & StoredRange>,
): Promise<Readable | Buffer> {
  return replyWithStoredFile(http.reply, await read(requestedRange(http.request)));
}

/**
 * Answers a stored file a person sent (a delivery, a lesson's picture), as read for the request's range
 * (`StorageFolder.getRange`), and returns the body to send. Its type is the one read from its bytes when it was
 * uploaded, which is never a page or a script, taken as it is (`nosniff`); pictures, PDFs, sound and video are
 * shown (`inline`), anything else saved; nothing in it may run or load anything (its own policy); and no shared
 * cache keeps it. Byte ranges are offered (`Accept-Ranges`): a part is a 206 with its `Content-Range`, a range
 * no byte satisfies a 416 naming the file's length, and anything else the whole file.
 */
export function replyWithStoredFile(
  reply: FastifyReply,
  file: { name: string; contentType: string } & StoredRange,
): Readable | Buffer {
  reply
    .header("accept-ranges", "bytes")
    .header("x-content-type-options", "nosniff")
    .header(
      "content-security-policy",
      "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'",
    )
    .header("cache-control", "no-store");
  if (file.kind === "unsatisfiable") {
    reply.code(416).header("content-range", contentRangeOf(null, file.size)).header("content-length", "0");
    return Buffer.alloc(0);
  }
  reply
    .header("content-type", file.contentType)
    .header(
      "content-disposition",
      dispositionOf(servedInline(file.contentType) ? "inline" : "attachment", file.name),
    );
  if (file.kind === "whole") {
    reply.header("content-length", String(file.size));
    return file.stream;
  }
  reply
    .code(206)
    .header("content-range", contentRangeOf(file.slice, file.size))
    .header("content-length", String(sliceLength(file.slice)));
  return file.stream;
}
