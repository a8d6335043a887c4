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

/**
 * An expected failure about one field of the body: the answer names it (`campo`, as the body spells it), so a
 * form can show the message beside that field.
 */
export class FieldError extends HttpError {
  constructor(
    statusCode: number,
    messageKey: MessageKey,
    readonly field: string,
    vars: Record<string, string> = {},
  ) {
    super(statusCode, messageKey, vars);
  }
}

export const unauthorized = () => new HttpError(401, "api.unauthorized");
export const forbidden = () => new HttpError(403, "api.forbidden");
export const notFound = () => new HttpError(404, "api.notFound");
