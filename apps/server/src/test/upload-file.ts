import { callPath } from "@trilha/contracts/call";
import { uploadChunk, uploadCreate, uploadFinish } from "@trilha/contracts/uploads.calls";
import type { TestResponse } from "./test-server.ts";

type Send = (path: string, body: unknown) => Promise<TestResponse>;

/** A file PDF readers would open: its signature first, then `size` bytes in all. */
export function pdfBytes(size = 64): Buffer {
  const file = Buffer.alloc(size, 0x20);
  Buffer.from("%PDF-1.7\n").copy(file);
  return file;
}

/**
 * Sends a whole file through the resumable uploads as the browser does (create, chunks where the upload
 * stands, finish) and answers the finishing answer; `finish: false` leaves it unfinished. `post` sends as whom.
 */
export async function uploadFile(
  post: Send,
  file: Buffer,
  options: { nome?: string; tipo?: string; finish?: boolean } = {},
): Promise<{ id: string; finished: TestResponse | null }> {
  const created = await post(callPath(uploadCreate, "pt-br"), {
    nome: options.nome ?? "trabalho.pdf",
    tamanho: file.length,
    tipo: options.tipo ?? "application/pdf",
  });
  if (created.status !== 200) throw new Error(`upload refused: ${created.text}`);
  const id = created.json.envio.envio_id as string;
  const size = created.json.envio.tamanho_parte as number;
  for (let position = 0; position < file.length; position += size) {
    const dados = file.subarray(position, position + size).toString("base64");
    const sent = await post(callPath(uploadChunk, "pt-br"), { envio_id: id, posicao: position, dados });
    if (sent.status !== 200) throw new Error(`chunk refused: ${sent.text}`);
  }
  if (options.finish === false) return { id, finished: null };
  return { id, finished: await post(callPath(uploadFinish, "pt-br"), { envio_id: id }) };
}
