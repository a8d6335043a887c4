// What a failed call throws, and what to tell a person about it: apart from the client, so code that only reads
// a failure (the sign-in form, the query client's retry rule) does not bring the contracts' schemas with it.

/** Catalogue key shown when a failure carries no message of its own. */
export const GENERIC_ERROR_KEY = "api.generic";

export class ApiError extends Error {
  override readonly name = "ApiError";
  /** HTTP status; 0 when no answer arrived (offline, DNS, CORS…). */
  readonly status: number;
  /** The server's `mensagem`, already in the request's language, when it sent one. */
  readonly serverMessage: string | null;
  /** The body field the server said the failure is about (`campo`), for a form to show it beside that field. */
  readonly field: string | null;

  constructor(
    status: number,
    serverMessage: string | null,
    options?: { cause?: unknown; field?: string | undefined },
  ) {
    super(serverMessage ?? GENERIC_ERROR_KEY, options);
    this.status = status;
    this.serverMessage = serverMessage;
    this.field = options?.field ?? null;
  }

  /** The key to translate when there is no server message. */
  get messageKey(): typeof GENERIC_ERROR_KEY | null {
    return this.serverMessage === null ? GENERIC_ERROR_KEY : null;
  }
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** What to show a person for any failure: the server's words, else the generic message. */
export function errorMessage(error: unknown, translateGeneric: () => string): string {
  return error instanceof ApiError && error.serverMessage !== null ? error.serverMessage : translateGeneric();
}
