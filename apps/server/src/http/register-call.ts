import { type CallAccess, type CallContract, type CallResponse, callPath } from "@trilha/contracts/call";
import { LANGUAGES } from "@trilha/contracts/rules/languages";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { UserRow } from "../db/schema.ts";
import type { Authenticated } from "./caller.ts";
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
  const callerOf = app.guardOf(call) as ((request: FastifyRequest) => Promise<CallerOf<C["access"]>>) | null;
  for (const lang of LANGUAGES) {
    app.route({
      method: call.method,
      url: callPath(call, lang),
      schema: {
        ...(call.body ? { body: call.body } : {}),
        ...(call.query ? { querystring: call.query } : {}),
        response: { 200: call.response },
      },
      // The guard runs in the handler, after the input's validation as a preHandler hook would: one step of
      // Fastify's pipeline less on every signed-in call.
      handler: async (request, reply) => {
        const caller = callerOf === null ? (null as CallerOf<C["access"]>) : await callerOf(request);
        reply.header("cache-control", "no-store");
        // The call's fields are added to the context, not spread with it into a new object: V8 builds a
        // spread followed by more fields slowly, some microseconds on every call.
        const context = requestContextOf(request, reply, lang) as CallContext<C>;
        context.body = request.body as Output<C["body"]>;
        context.query = request.query as Output<C["query"]>;
        context.caller = caller;
        return handler(context);
      },
    });
  }
}
