import { Readable } from "node:stream";
import type { ReadableStream } from "node:stream/web";
import { isAcceptedUploadType } from "@trilha/contracts/rules/upload-types";
import { fileTypeFromStream } from "file-type";
import type { StoredObject } from "../../providers/storage/storage-provider.ts";

/**
 * The content type of a stored file, read from its bytes (its signature, and for office documents the entries
 * of the archive), or null when it is none of the accepted types. Reads only as much as the signature needs.
 */
export async function acceptedTypeOf(object: StoredObject): Promise<string | null> {
  try {
    const found = await fileTypeFromStream(Readable.toWeb(object.stream) as ReadableStream<Uint8Array>);
    return found && isAcceptedUploadType(found.mime) ? found.mime : null;
  } finally {
    object.stream.destroy();
  }
}

/** The bytes of a base64 chunk, or null when it is not strict base64 (Node would skip what it cannot read). */
export function decodeChunk(text: string): Buffer | null {
  if (text.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(text)) return null;
  const bytes = Buffer.from(text, "base64");
  return bytes.length === 0 ? null : bytes;
}
