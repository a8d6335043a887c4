import { type CallContract, type CallResponse, callPath } from "@trilha/contracts/call";
import { LANGUAGES, type Language } from "@trilha/contracts/rules/languages";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { requireAccess } from "../plugins/app/access.ts";

type Output<S> = S extends z.core.$ZodType ? z.output<S> : undefined;

export interface CallContext<C extends CallContract> {
  body: Output<C["body"]>;
  query: Output<C["query"]>;
  lang: Language;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type CallHandler<C extends CallContract> = (context: CallContext<C>) => Promise<CallResponse<C>>;

/**
 * Registers a call from its contract: one route per language (any other `{lang}` is a plain 404), input
 * validated and output serialised by the contract's schemas, and the access check the contract names —
 * so a route cannot be registered without the guard its contract asks for.
 */
export function registerCall<C extends CallContract>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
): void {
  for (const lang of LANGUAGES) {
    app.route({
      method: call.method,
      url: callPath(call, lang),
      schema: {
        ...(call.body ? { body: call.body } : {}),
        ...(call.query ? { querystring: call.query } : {}),
        response: { 200: call.response },
      },
      preHandler: requireAccess(call),
      handler: async (request, reply) => {
        reply.header("cache-control", "no-store");
        return handler({
          body: request.body as Output<C["body"]>,
          query: request.query as Output<C["query"]>,
          lang,
          request,
          reply,
        });
      },
    });
  }
}
