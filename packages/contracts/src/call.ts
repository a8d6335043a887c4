import type { z } from "zod/mini";

/** Who may make a call: anyone on the tenant, a signed-in user, or a platform administrator. */
export type CallAccess = "public" | "session" | "platform-admin";

export interface CallContract {
  readonly method: "GET" | "POST";
  /** Path template; `{lang}` is one of the supported languages. */
  readonly path: `/${string}`;
  readonly access: CallAccess;
  readonly body?: z.ZodMiniType;
  readonly query?: z.ZodMiniType;
  readonly response: z.ZodMiniType;
}

export function defineCall<const C extends CallContract>(call: C): C {
  return call;
}

export function callPath(call: Pick<CallContract, "path">, lang: string): string {
  return call.path.replace("{lang}", lang);
}

export type CallBody<C extends CallContract> = C["body"] extends z.ZodMiniType
  ? z.input<C["body"]>
  : undefined;
export type CallQuery<C extends CallContract> = C["query"] extends z.ZodMiniType
  ? z.input<C["query"]>
  : undefined;
export type CallResponse<C extends CallContract> = z.output<C["response"]>;
