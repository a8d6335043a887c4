import type { CallAccess, CallContract } from "@trilha/contracts/call";
import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { forbidden, HttpError, unauthorized } from "../../http/http-error.ts";
import { isRecentlyAuthenticated } from "../../modules/sessions/recent-authentication.ts";
import { isOwner } from "../../modules/sessions/session.policy.ts";
import { type Authenticated, authenticate } from "../../modules/sessions/session.service.ts";
import { bearerToken } from "../../modules/sessions/session-token.ts";
import { isPlatformAdmin, mustChangePassword } from "../../modules/users/user.policy.ts";

declare module "fastify" {
  interface FastifyRequest {
    auth: Authenticated | null;
  }
}

const publicAccess: preHandlerAsyncHookHandler = async () => {};

const sessionAccess: preHandlerAsyncHookHandler = async (request) => {
  await authenticateRequest(request);
};

/** 428 asks the client to confirm the password (passwordConfirm) and try again. */
const recentSessionAccess: preHandlerAsyncHookHandler = async (request) => {
  const auth = await authenticateRequest(request);
  if (!isRecentlyAuthenticated(auth.session, new Date())) throw new HttpError(428, "reauth.required");
};

/** Same tenant first (the scope bounds the session look-up), then the role. */
const platformAdminAccess: preHandlerAsyncHookHandler = async (request) => {
  const auth = await authenticateRequest(request);
  if (!isPlatformAdmin(auth.user)) throw forbidden();
};

const guards: Record<CallAccess, preHandlerAsyncHookHandler> = {
  public: publicAccess,
  session: sessionAccess,
  "recent-session": recentSessionAccess,
  "platform-admin": platformAdminAccess,
};

/**
 * While the account owes a new password, its session answers only the calls that lead to choosing one
 * (`duringForcedPasswordChange`); the page's modal is no barrier to a script holding the token. A visiting
 * administrator is not the one who owes it and may look on.
 */
const forcedPasswordChangeGuard: preHandlerAsyncHookHandler = async (request) => {
  const auth = request.auth;
  if (auth && mustChangePassword(auth.user) && isOwner(auth)) {
    throw new HttpError(403, "passwordFlow.changeRequired");
  }
};

export function requireAccess(call: Pick<CallContract, "access" | "duringForcedPasswordChange">) {
  const guard = guards[call.access];
  if (call.access === "public" || call.duringForcedPasswordChange) return guard;
  const checked: preHandlerAsyncHookHandler = async function (request, reply) {
    await guard.call(this, request, reply);
    await forcedPasswordChangeGuard.call(this, request, reply);
  };
  return checked;
}

async function authenticateRequest(request: FastifyRequest): Promise<Authenticated> {
  const token = bearerToken(request.headers.authorization);
  const auth = token ? await authenticate(request.server.db, request.scope, token) : null;
  if (!auth) throw unauthorized();
  request.auth = auth;
  return auth;
}
