import type { Upload } from "@trilha/contracts/uploads.calls";
import * as uploadsCalls from "@trilha/contracts/uploads.calls";
import { callFunction } from "./api.ts";
import { ApiError } from "./api-error.ts";

/**
 * The resumable uploads (uploads.calls.ts) as the page sends a file: shared by the features that take files
 * (a delivery's, a lesson's pictures), which then hand the finished upload's id to their own call.
 */
export const uploadCalls = {
  create: callFunction(uploadsCalls.uploadCreate),
  chunk: callFunction(uploadsCalls.uploadChunk),
  status: callFunction(uploadsCalls.uploadStatus),
  finish: callFunction(uploadsCalls.uploadFinish),
  cancel: callFunction(uploadsCalls.uploadCancel),
};
export type UploadCalls = typeof uploadCalls;

/** How long to wait before each new try after a lost connection: the phone may be in a tunnel for a while. */
export const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000, 30_000, 30_000];

/** The bytes of a piece of the file, base64 as the chunk call takes them. */
export async function base64Of(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let text = "";
  for (let start = 0; start < bytes.length; start += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(text);
}

/** Whether a failed call is worth trying again after a pause: no answer, or the server briefly unable. */
function transient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

export interface UploadRun {
  /** Called with the upload as soon as the server made it (to cancel it if the student removes the file). */
  onCreated?: (upload: Upload) => void;
  /** Bytes the server holds so far. */
  onProgress?: (received: number) => void;
  signal: AbortSignal;
  calls: UploadCalls;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

/**
 * Sends one file through the resumable uploads: in the chunks the server suggests, each from where the upload
 * stands. A lost connection or a lost answer is no failure: after a pause the page asks where the upload stands
 * and goes on from there, until the tries run out. Answers the finished upload, its type read from its bytes.
 */
export async function uploadInChunks(file: File, run: UploadRun): Promise<Upload> {
  const { calls, signal } = run;
  const sleep = run.sleep ?? wait;
  /** A call, tried again after a pause while the connection is lost. */
  async function patiently<T>(call: () => Promise<T>): Promise<T> {
    for (let tries = 0; ; tries += 1) {
      try {
        return await call();
      } catch (error) {
        if (signal.aborted || !transient(error) || tries >= RETRY_DELAYS_MS.length) throw error;
        await sleep(RETRY_DELAYS_MS[tries] ?? 30_000, signal);
      }
    }
  }
  /** Chunks that failed in a row: a chunk that arrives starts the count again. */
  let tries = 0;
  const created = await patiently(() =>
    calls.create({ nome: file.name, tamanho: file.size, tipo: file.type }, { signal }),
  );
  let upload = created.envio;
  run.onCreated?.(upload);
  while (upload.recebido < upload.tamanho) {
    const from = upload.recebido;
    const piece = file.slice(from, from + upload.tamanho_parte);
    const dados = await base64Of(piece);
    try {
      upload = (await calls.chunk({ envio_id: upload.envio_id, posicao: from, dados }, { signal })).envio;
      tries = 0;
    } catch (error) {
      // The chunk may have arrived with its answer lost, or not at all: the server says where to go on from.
      const moved = error instanceof ApiError && error.status === 409;
      if (signal.aborted || !(moved || transient(error)) || tries >= RETRY_DELAYS_MS.length) throw error;
      if (!moved) await sleep(RETRY_DELAYS_MS[tries] ?? 30_000, signal);
      tries += 1;
      const id = upload.envio_id;
      upload = (await patiently(() => calls.status({ envio_id: id }, { signal }))).envio;
    }
    run.onProgress?.(upload.recebido);
  }
  const id = upload.envio_id;
  return (await patiently(() => calls.finish({ envio_id: id }, { signal }))).envio;
}
