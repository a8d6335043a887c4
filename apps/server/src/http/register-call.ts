import { type CallAccess, type CallContract, type CallResponse, callPath } from "@trilha/contracts/call";
import { LANGUAGES } from "@trilha/contracts/rules/languages";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { UserRow } from "../db/schema.ts";
import { requireAccess } from "../plugins/app/access.ts";
import type { Authenticated } from "./caller.ts";
import { unauthorized } from "./http-error.ts";
import { type RequestContext, requestContextOf } from "./request-context.ts";

type Output<S> = S extends z.core.$ZodType ? z.output<S> : undefined;

/** A signed-in caller the platform-admin guard let through. */
export type Administrator = Authenticated & { user: UserRow & { platform_admin: 1 } };

/**
 * Who makes a call, as its contract's access level has already proven: nobody in particular for a public call,
 * the signed-in user for a session call, an administrator for an admin one. Handlers never check again.
 */
export type CallerOf<A extends CallAccess> = A extends "public"
  ? null
  : A extends "platform-admin"
    ? Administrator
    : Authenticated;

export interface CallContext<C extends CallContract> extends RequestContext {
  body: Output<C["body"]>;
  query: Output<C["query"]>;
  caller: CallerOf<C["access"]>;
}

export type CallHandler<C extends CallContract> = (context: CallContext<C>) => Promise<CallResponse<C>>;

/**
 * Registers a call from its contract: one route per language (any other `{lang}` is a plain 404), input
 * validated and output serialised by the contract's schemas, and the access check the contract names —
 * so a route cannot be registered without the guard its contract asks for, and its handler receives the
 * caller that guard proved.
 */
export function registerCall<C extends CallContract>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
): void {
  const guard = requireAccess(call);
  for (const lang of LANGUAGES) {
    app.route({
      method: call.method,
      url: callPath(call, lang),
      schema: {
        ...(call.body ? { body: call.body } : {}),
        ...(call.query ? { querystring: call.query } : {}),
        response: { 200: call.response },
      },
      ...(guard ? { preHandler: guard } : {}),
      handler: async (request, reply) => {
        reply.header("cache-control", "no-store");
        return handler(
          requestContextOf(request, reply, lang, {
            body: request.body as Output<C["body"]>,
            query: request.query as Output<C["query"]>,
            caller: callerOf(call, request),
          }),
        );
      },
    });
  }
}

function callerOf<C extends CallContract>(call: C, request: FastifyRequest): CallerOf<C["access"]> {
  if (call.access === "public") return null as CallerOf<C["access"]>;
  // The guard has refused every request without a session; this only keeps a broken guard from passing.
  if (!request.auth) throw unauthorized();
  return request.auth as CallerOf<C["access"]>;
}
