import type { MessageKey } from "@trilha/i18n/translate";

/** An expected failure: its status and a catalogue key; the message is translated per request. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    readonly vars: Record<string, string> = {},
    /** Headers the answer carries, e.g. `retry-after` on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(messageKey);
  }
}

export const unauthorized = () => new HttpError(401, "api.unauthorized");
export const forbidden = () => new HttpError(403, "api.forbidden");
export const notFound = () => new HttpError(404, "api.notFound");
