import { ApiError } from "../../lib/api-error.ts";
import {
  forgetRememberedSession,
  getRememberedSessions,
  isSignedInUser,
  type RememberedSession,
  type SignedInUser,
} from "../../lib/session-store.ts";

/** The switching calls and their schemas, downloaded with the first switch (the sign-in page lists accounts). */
const loadCalls = () => import("./api/account-menu.api.ts");

/** Catalogue key for a token login refused without a message of its own (spec §8). */
export const SESSION_EXPIRED_KEY = "api.sessionExpired";

/**
 * Continues as a remembered account with a token login (POST /conta/{lang}/logar/token). When the server refuses
 * the token the account cannot be switched to any more, so its entry is dropped; a failure to reach the server
 * keeps it for another try. The caller stores the returned session.
 */
export async function continueAsRemembered(entry: RememberedSession): Promise<SignedInUser> {
  try {
    const { usuario } = await (await loadCalls()).tokenLogin({ token: entry.token });
    if (!isSignedInUser(usuario)) throw new ApiError(401, null);
    return usuario;
  } catch (error) {
    if (isRefusal(error)) forgetRememberedSession(entry.id);
    throw error;
  }
}

function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** What to tell the person when continuing as a remembered account failed. */
export function switchFailureMessage(error: unknown, translate: (key: string) => string): string {
  if (error instanceof ApiError && error.serverMessage !== null) return error.serverMessage;
  return translate(isRefusal(error) ? SESSION_EXPIRED_KEY : "api.generic");
}

/**
 * An unsaved session is not listed once another one replaces it, so nothing in this browser could use it again:
 * it is signed out on the server too, rather than left open until it expires. Best effort.
 */
export function endIfNotRemembered(token: string): void {
  if (getRememberedSessions().some((entry) => entry.token === token)) return;
  void loadCalls()
    .then(({ endSession }) => endSession({ token }))
    .catch(() => undefined);
}
