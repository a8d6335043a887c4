import { z } from "zod/mini";
import { post } from "./call.ts";
import { okBody } from "./errors.ts";
import {
  UPLOAD_CHUNK_MAX_LENGTH,
  UPLOAD_MAX_FILE_BYTES_CEILING,
  UPLOAD_NAME_MAX_LENGTH,
  UPLOAD_TYPE_MAX_LENGTH,
} from "./limits.ts";

/** An upload's handle: random, so one person's cannot be guessed from another's. */
export const uploadId = z.string().check(z.regex(/^[A-Za-z0-9_-]{22}$/));
/** A body that names one of the caller's uploads. */
export const uploadRef = z.object({ envio_id: uploadId });

/**
 * An upload as the server knows it: how much of it arrived (`recebido`, where the next chunk starts, also after
 * a lost connection), the chunk size it suggests, and once finished (`concluido`) the type read from its bytes.
 */
export const upload = z.object({
  envio_id: uploadId,
  nome: z.string(),
  tamanho: z.number(),
  recebido: z.number(),
  tamanho_parte: z.number(),
  concluido: z.boolean(),
  tipo: z.nullable(z.string()),
});
export type Upload = z.infer<typeof upload>;

const uploadAnswer = z.object({ status: z.literal("sucesso"), envio: upload });

/**
 * Starts a resumable upload of one file of `tamanho` bytes. `tipo` is what the browser says the file is (it may
 * be empty); what counts is the type read from the bytes at the end. Refused at once when too large or of a
 * type never kept. Unfinished uploads are forgotten after a day.
 */
export const uploadCreate = post("session", "/conta/{lang}/logado/envios/criar", {
  body: z.object({
    nome: z.string().check(z.minLength(1), z.maxLength(UPLOAD_NAME_MAX_LENGTH)),
    tamanho: z.number().check(z.int(), z.positive(), z.maximum(UPLOAD_MAX_FILE_BYTES_CEILING)),
    tipo: z.string().check(z.maxLength(UPLOAD_TYPE_MAX_LENGTH)),
  }),
  response: uploadAnswer,
});

/** Where an upload stands: after a lost connection, the next chunk starts at `recebido`. */
export const uploadStatus = post("session", "/conta/{lang}/logado/envios/estado", {
  visitorMay: true,
  body: uploadRef,
  response: uploadAnswer,
});

/**
 * One chunk of the file, base64, starting at byte `posicao`, which must be where the upload stands (409 with
 * the position otherwise: the chunk is resent from there).
 */
export const uploadChunk = post("session", "/conta/{lang}/logado/envios/parte", {
  body: z.object({
    envio_id: uploadId,
    posicao: z.number().check(z.int(), z.nonnegative()),
    dados: z.string().check(z.minLength(1), z.maxLength(UPLOAD_CHUNK_MAX_LENGTH)),
  }),
  response: uploadAnswer,
});

/**
 * Finishes an upload whose every byte arrived: the file is joined, its type read from its bytes (415, and the
 * upload is gone, when it is not one kept). Finishing a finished upload answers it again.
 */
export const uploadFinish = post("session", "/conta/{lang}/logado/envios/concluir", {
  body: uploadRef,
  response: uploadAnswer,
});

/** Gives up an unfinished upload and what arrived of it. */
export const uploadCancel = post("session", "/conta/{lang}/logado/envios/cancelar", {
  body: uploadRef,
  response: okBody,
});
