import type { CallResponse } from "@trilha/contracts/call";
import { captchaAttempts, captchaChallenge } from "@trilha/contracts/captcha.calls";
import { loginStandard, loginToken, logout } from "@trilha/contracts/login.calls";
import { ApiError } from "../../../lib/api-client.ts";
import { callForgetAll, callMutation, callQueryWith } from "../../../lib/call-hooks.ts";
import {
  clearSession,
  getSessionToken,
  isSessionFresh,
  isSignedInUser,
  markSessionFresh,
  setSession,
} from "../../../lib/session-store.ts";

// Sign-in and its captcha happen without a session: a 401 is a wrong password (spec §8 "Login failure: server
// message"), not a session ending. Signing out sends the token in the body and forgets it whatever the answer.
export const useLoginStandard = callMutation(loginStandard, { withoutSession: true });
export const useCaptchaAttempts = callMutation(captchaAttempts, { withoutSession: true });
export const useLogout = callMutation(logout, { withoutSession: true });

/**
 * The check's answer acted on. The session store is read here, not the query's token, because the answer may
 * arrive after a sign-out or another sign-in: it must not bring back, replace or end that session.
 */
async function confirmed(
  answer: Promise<CallResponse<typeof loginToken>>,
  token: string,
): Promise<CallResponse<typeof loginToken>> {
  try {
    const confirmation = await answer;
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

/**
 * The stored session (`token`) confirmed by the server (loginToken, the token in the body) once per page load
 * and token, and the stored user refreshed from the answer; a 401 ends the session.
 */
export const useSessionCheck = callQueryWith(
  loginToken,
  (token: string | null) => ({ body: { token: token ?? "" } }),
  {
    withoutSession: true,
    enabled: (token) => token !== null && !isSessionFresh(token),
    staleTime: Number.POSITIVE_INFINITY,
    noRetry: true,
    check: (answer, token) => confirmed(answer, token ?? ""),
  },
);

/** One captcha question; `generation` asks for a new one. Used once, so never reused or refetched. */
export const useCaptchaChallenge = callQueryWith(
  captchaChallenge,
  (_generation: number, _enabled: boolean) => ({}),
  {
    withoutSession: true,
    enabled: (_generation, enabled) => enabled,
    staleTime: Number.POSITIVE_INFINITY,
    forgetUnused: true,
    noRetry: true,
  },
);

/** Signing out forgets every answer loaded for the session. */
export const useForgetAllCalls = callForgetAll();
