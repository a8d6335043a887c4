import {
  type CallBody,
  type CallContract,
  type CallQuery,
  type CallResponse,
  callPath,
} from "@trilha/contracts/call";
import { errorBody } from "@trilha/contracts/errors";
import type { Language } from "@trilha/contracts/rules/languages";
import { ApiError } from "./api-error.ts";
import { pageProgress } from "./progress.ts";

type BodyOption<C extends CallContract> =
  CallBody<C> extends undefined ? { body?: undefined } : { body: CallBody<C> };
type QueryOption<C extends CallContract> =
  CallQuery<C> extends undefined ? { query?: undefined } : { query: CallQuery<C> };

export type CallOptions<C extends CallContract> = {
  /** The UI language: it picks the `{lang}` segment, so server messages come back in it. */
  lang: Language;
  token?: string | null;
  signal?: AbortSignal;
} & BodyOption<C> &
  QueryOption<C>;

export function urlOf(contract: CallContract, lang: Language, query: unknown): string {
  const path = callPath(contract, lang);
  if (query === undefined || query === null) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search === "" ? path : `${path}?${search}`;
}

export async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

/**
 * Makes one call of the API, typed by its contract. The response is checked against the contract's schema, so
 * the returned value really has the declared shape. Failures throw `ApiError`; an abort rethrows as is.
 */
export async function callApi<C extends CallContract>(
  contract: C,
  options: CallOptions<C>,
): Promise<CallResponse<C>> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (options.token) {
    headers.authorization = `Bearer ${options.token}`;
    // The page the call comes from: a notice's editor counts who is on its pages now. The path only.
    if (typeof window !== "undefined") headers["x-rota-atual"] = window.location.pathname;
  }
  let body: string | undefined;
  if (contract.method !== "GET") {
    // A JSON content type with an empty body is a 400 for the server, so body-less POSTs send `{}`.
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.body ?? {});
  }

  // Every call in flight keeps the loading bar going; no answer or a server fault (5xx) marks it failed.
  const endProgress = pageProgress.begin();
  let response: Response;
  let payload: unknown;
  try {
    response = await fetch(urlOf(contract, options.lang, options.query), {
      method: contract.method,
      headers,
      body,
      signal: options.signal,
      credentials: "same-origin",
    });
    payload = await readJson(response);
  } catch (error) {
    endProgress(isAbort(error) ? "ok" : "failed");
    if (isAbort(error)) throw error;
    throw new ApiError(0, null, { cause: error });
  }
  endProgress(response.status >= 500 ? "failed" : "ok");

  if (!response.ok) {
    const failure = errorBody.safeParse(payload);
    const message = failure.success && failure.data.mensagem.trim() !== "" ? failure.data.mensagem : null;
    throw new ApiError(response.status, message, { field: failure.success ? failure.data.campo : undefined });
  }
  const parsed = contract.response.safeParse(payload);
  if (!parsed.success) throw new ApiError(response.status, null, { cause: parsed.error });
  return parsed.data as CallResponse<C>;
}
