import type { CallContract } from "@trilha/contracts/call";
import { errorBody } from "@trilha/contracts/errors";
import type { ApiCallOptions } from "./api.ts";
import { type CallOptions, isAbort, readJson, urlOf } from "./api-client.ts";
import { ApiError } from "./api-error.ts";
import { i18n } from "./i18n.ts";
import { pageProgress } from "./progress.ts";
import { clearSession, getSessionToken } from "./session-store.ts";

/**
 * Calls that answer with a file (the gradebook export) rather than JSON: apart from `api.ts`, so the pages
 * that never download one never load this.
 */
/** A file a call answers with (an export), and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

function fileNameOf(response: Response): string | null {
  const disposition = response.headers.get("content-disposition") ?? "";
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
}

/**
 * Makes one call whose answer is a file rather than JSON (its contract's response is the bytes). Failures are
 * JSON like any other call's and throw `ApiError` the same way.
 */
export async function callApiFile<C extends CallContract>(
  contract: C,
  options: CallOptions<C>,
): Promise<DownloadedFile> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const endProgress = pageProgress.begin();
  let response: Response;
  let blob: Blob | null = null;
  let payload: unknown;
  try {
    response = await fetch(urlOf(contract, options.lang, options.query), {
      method: contract.method,
      headers,
      signal: options.signal,
      credentials: "same-origin",
    });
    if (response.ok) blob = await response.blob();
    else payload = await readJson(response);
  } catch (error) {
    endProgress(isAbort(error) ? "ok" : "failed");
    if (isAbort(error)) throw error;
    throw new ApiError(0, null, { cause: error });
  }
  endProgress(response.status >= 500 ? "failed" : "ok");
  if (blob === null) {
    const failure = errorBody.safeParse(payload);
    const message = failure.success && failure.data.mensagem.trim() !== "" ? failure.data.mensagem : null;
    throw new ApiError(response.status, message);
  }
  return { blob, fileName: fileNameOf(response) };
}

/**
 * A GET call that answers with a file (an export), through the same session, language and 401 handling as
 * `apiCall`. Only GET calls: nothing is changed, so a 428 never applies.
 */
export async function apiDownload<C extends CallContract & { method: "GET" }>(
  contract: C,
  options: ApiCallOptions<C>,
): Promise<DownloadedFile> {
  try {
    return await callApiFile(contract, {
      ...options,
      lang: i18n.language,
      token: options.token === undefined ? getSessionToken() : options.token,
    } as CallOptions<C>);
  } catch (error) {
    if (
      error instanceof ApiError &&
      error.status === 401 &&
      (options.unauthorized ?? "end-session") === "end-session"
    ) {
      clearSession({ expired: true, message: error.serverMessage });
    }
    throw error;
  }
}
