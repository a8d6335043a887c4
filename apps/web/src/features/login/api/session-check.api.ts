import type { CallResponse } from "@trilha/contracts/call";
import { loginToken } from "@trilha/contracts/login.calls";
import { callFunction } from "../../../lib/api.ts";
import { ApiError } from "../../../lib/api-error.ts";
import {
  clearSession,
  getSessionToken,
  isSignedInUser,
  markSessionFresh,
  setSession,
} from "../../../lib/session-store.ts";

// The stored token is sent in the body, so the check itself carries no session that a 401 could end.
const sendTokenLogin = callFunction(loginToken, { withoutSession: true });

/**
 * The stored session (`token`) confirmed by the server (loginToken) and the stored user refreshed from the
 * answer; a 401 ends it. The session store is read after the answer, not before, because the answer may arrive
 * after a sign-out or another sign-in: it must not bring back, replace or end that session.
 */
export async function confirmStoredSession(token: string): Promise<CallResponse<typeof loginToken>> {
  try {
    const confirmation = await sendTokenLogin({ token });
    const user = confirmation.usuario;
    if (!isSignedInUser(user)) throw new ApiError(401, null);
    if (getSessionToken() !== token) return confirmation;
    // Mark the (possibly rotated) token fresh before storing it, so storing it does not trigger another check.
    markSessionFresh(user.token);
    setSession(user);
    return confirmation;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && getSessionToken() === token) {
      clearSession({ expired: true, message: error.serverMessage });
    }
    throw error;
  }
}
