import type { z } from "zod/mini";

/**
 * Who may make a call: anyone on the tenant, a signed-in user, a signed-in user who proved their password
 * (or signed in) in the last REAUTHENTICATION_WINDOW_MINUTES, or a platform administrator. A session too old
 * for a "recent-session" call gets 428, and POST /conta/{lang}/logado/confirmar/senha renews it.
 */
export type CallAccess = "public" | "session" | "recent-session" | "platform-admin";

/** How long a sign-in or a password confirmation lets a session change how the account signs in. */
export const REAUTHENTICATION_WINDOW_MINUTES = 10;

export interface CallContract {
  readonly method: "GET" | "POST";
  /** Path template; `{lang}` is one of the supported languages. */
  readonly path: `/${string}`;
  readonly access: CallAccess;
  /**
   * A signed-in call answers while the account owes a new password (`funcoes.forca_senha`) only when this is
   * set: the forced change, and the terms of use that come before it. Every other one gets 403 until then.
   */
  readonly duringForcedPasswordChange?: true;
  /**
   * A visiting administrator looks and does not act: a signed-in POST answers a visiting session 403 unless this
   * is set, for a call that changes nothing (a list, a search) or writes what is the visitor's own (leaving the
   * visit, a problem report that names them). GET calls change nothing and are open to a visit.
   */
  readonly visitorMay?: true;
  readonly body?: z.ZodMiniType;
  readonly query?: z.ZodMiniType;
  readonly response: z.ZodMiniType;
}

/** What a call declares besides its method, access and path: its schemas, and whom it answers when. */
type CallDetails = Omit<CallContract, "method" | "path" | "access">;

/**
 * A call declared as its method, then who may make it and where, then its schemas:
 * `post("session", "/conta/{lang}/dispositivo/deletar", { body, response })`. The literal types are kept, so
 * the server and the browser see the very path and access level they register and call.
 */
function declareCall<const M extends CallContract["method"]>(method: M) {
  return <const A extends CallAccess, const P extends CallContract["path"], const D extends CallDetails>(
    access: A,
    path: P,
    details: D,
  ): Readonly<{ method: M; path: P; access: A } & D> => ({ method, path, access, ...details });
}

export const get = declareCall("GET");
export const post = declareCall("POST");

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
