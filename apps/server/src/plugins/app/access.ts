import type { CallAccess, CallContract } from "@trilha/contracts/call";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { forbidden, HttpError, unauthorized } from "../../http/http-error.ts";
import { isRecentlyAuthenticated } from "../../modules/sessions/recent-authentication.ts";
import { isOwner, requireOwner } from "../../modules/sessions/session.policy.ts";
import { type Authenticated, authenticate } from "../../modules/sessions/session.service.ts";
import { bearerToken } from "../../modules/sessions/session-token.ts";
import { isPlatformAdmin, mustChangePassword } from "../../modules/users/user.policy.ts";

type GuardedCall = Pick<CallContract, "method" | "access" | "duringForcedPasswordChange" | "visitorMay">;
type Guard = (request: FastifyRequest) => Promise<Authenticated>;

declare module "fastify" {
  interface FastifyInstance {
    /** The guard of a call's access level (null for a public call), as `http/register-call.ts` installs it. */
    guardOf(call: GuardedCall): Guard | null;
  }
}

/**
 * The guards of the access levels, put on the app (`app.guardOf`) so that `registerCall`, a floor below,
 * installs them without importing the sessions they read.
 */
export default fp(
  async (app) => {
    app.decorate("guardOf", requireAccess);
  },
  { name: "access" },
);

/** What each access level proves about a signed-in caller beyond having a session; public calls skip it. */
const roleChecks: Record<Exclude<CallAccess, "public">, (auth: Authenticated) => void> = {
  session: () => {},
  /** 428 asks the client to confirm the password (passwordConfirm) and try again. */
  "recent-session": (auth) => {
    if (!isRecentlyAuthenticated(auth.session, new Date())) throw new HttpError(428, "reauth.required");
  },
  /** Same tenant first (the scope bounds the session look-up), then the role. */
  "platform-admin": (auth) => {
    if (!isPlatformAdmin(auth.user)) throw forbidden();
  },
};

/**
 * While the account owes a new password, its session answers only the calls that lead to choosing one
 * (`duringForcedPasswordChange`); the page's modal is no barrier to a script holding the token. A visiting
 * administrator is not the one who owes it and may look on.
 */
function refuseWhilePasswordOwed(auth: Authenticated) {
  if (mustChangePassword(auth.user) && isOwner(auth)) throw new HttpError(403, "passwordFlow.changeRequired");
}

/**
 * The guard of a call: none for a public one, else one function (a single await, the session look-up) that
 * answers the caller it proved or throws the refusal. A visiting session makes only the calls that change
 * nothing, or that write the visitor's own (`visitorMay`): whatever a handler would write, it would write in the
 * visited person's name.
 */
function requireAccess(call: GuardedCall): Guard | null {
  if (call.access === "public") return null;
  const checkRole = roleChecks[call.access];
  const owedPasswordBlocks = !call.duringForcedPasswordChange;
  const visitBlocks = call.method === "POST" && !call.visitorMay;
  return async (request) => {
    const auth = await authenticateRequest(request);
    if (visitBlocks) requireOwner(auth);
    checkRole(auth);
    if (owedPasswordBlocks) refuseWhilePasswordOwed(auth);
    return auth;
  };
}

/** A page's path, as the web app sends it with each call (`x-rota-atual`); anything else is not one. */
const PAGE_PATH = /^\/[A-Za-z0-9\-._~%/]{0,299}$/;

function currentRoute(request: FastifyRequest): string | null {
  const route = request.headers["x-rota-atual"];
  return typeof route === "string" && PAGE_PATH.test(route) ? route : null;
}

async function authenticateRequest(request: FastifyRequest): Promise<Authenticated> {
  const token = bearerToken(request.headers.authorization);
  const auth = token ? await authenticate(request.data, token, currentRoute(request)) : null;
  if (!auth) throw unauthorized();
  return auth;
}
