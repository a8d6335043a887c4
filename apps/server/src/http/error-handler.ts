import type { ErrorBody } from "@trilha/contracts/errors";
import { type MessageKey, translate } from "@trilha/i18n/translate";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { z } from "zod";
import { isDatabaseUnavailableError } from "../db/database.ts";
import { FieldError, HttpError } from "./http-error.ts";
import { languageOfUrl } from "./request-language.ts";

// The contracts use zod/mini, which installs no locale; `problemOf` reads zod's English messages.
z.config(z.locales.en());

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

const FASTIFY_CODES: Record<string, { status: number; key: MessageKey }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: "api.unsupportedMediaType" },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: "api.payloadTooLarge" },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: "api.bodyNotJson" },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: "api.bodyNotJson" },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, key: "api.bodyNotJson" },
  FST_ERR_RATE_LIMIT: { status: 429, key: "api.tooManyRequests" },
};

/** Every failure leaves as `{status: "erro", mensagem}` in the language of the path; never a stack trace. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = languageOfUrl(request.url);
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      const field = error instanceof FieldError ? error.field : undefined;
      return sendError(reply, error.statusCode, translate(lang, error.messageKey, error.vars), field);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = describeIssues(
        lang,
        error.validation as unknown as ValidationIssue[],
        error.validationContext,
      );
      return sendError(reply, 400, translate(lang, "api.badRequest", { details }));
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return sendError(reply, known.status, translate(lang, known.key));
    if (error instanceof SyntaxError) return sendError(reply, 400, translate(lang, "api.bodyNotJson"));
    if (isDatabaseUnavailableError(error)) {
      request.log.error({ err: error }, "database unavailable");
      return sendError(reply, 503, translate(lang, "api.unavailable"));
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, "request failed");
    return sendError(reply, status, translate(lang, "api.generic"));
  });
}

export function sendError(
  reply: FastifyReply,
  status: number,
  mensagem: string,
  campo?: string,
): FastifyReply {
  const body: ErrorBody =
    campo === undefined ? { status: "erro", mensagem } : { status: "erro", mensagem, campo };
  return reply
    .code(status)
    .header("cache-control", "no-store")
    .type("application/json; charset=utf-8")
    .send(body);
}

export function sendTranslatedError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  key: MessageKey,
) {
  return sendError(reply, status, translate(languageOfUrl(request.url), key));
}

function describeIssues(lang: ReturnType<typeof languageOfUrl>, issues: ValidationIssue[], context?: string) {
  return issues
    .slice(0, 5)
    .map((issue) => {
      const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || (context ?? "body");
      return translate(lang, "api.fieldProblem", {
        field,
        problem: translate(lang, `api.problem.${problemOf(issue)}`),
      });
    })
    .join("; ");
}

function problemOf(
  issue: ValidationIssue,
): "required" | "type" | "tooLong" | "tooShort" | "invalid" | "unknown" {
  switch (issue.keyword) {
    case "invalid_type":
      return issue.message?.endsWith("received undefined") ? "required" : "type";
    case "too_big":
      return "tooLong";
    case "too_small":
      return issue.params?.minimum === 1 && issue.params?.origin === "string" ? "required" : "tooShort";
    case "unrecognized_keys":
      return "unknown";
    default:
      return "invalid";
  }
}
