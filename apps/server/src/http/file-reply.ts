import { servedInline } from "@trilha/contracts/rules/upload-types";
import type { FastifyReply } from "fastify";

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

/**
 * The headers of a stored file a person sent (a delivery, a lesson's picture): the type read from its bytes
 * when it was uploaded, which is never a page or a script, taken as it is (`nosniff`); pictures, PDFs, sound and
 * video shown (`inline`), anything else saved; nothing in it may run or load anything (its own policy); and
 * kept by no shared cache.
 */
export function replyWithStoredFile(
  reply: FastifyReply,
  file: { name: string; contentType: string; size: number },
): void {
  reply
    .header("content-type", file.contentType)
    .header("content-length", String(file.size))
    .header(
      "content-disposition",
      dispositionOf(servedInline(file.contentType) ? "inline" : "attachment", file.name),
    )
    .header("x-content-type-options", "nosniff")
    .header(
      "content-security-policy",
      "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'",
    )
    .header("cache-control", "no-store");
}
