import { loginToken } from "@trilha/contracts/login.calls";
import * as passwordCalls from "@trilha/contracts/password.calls";
import { callMutation, callQuery, callQueryWith, callRefresh } from "../../../lib/call-hooks.ts";

export const usePasswordStatus = callQuery(passwordCalls.passwordStatus);
/** After a password was saved: whether the account has one, asked again. */
export const useRefreshPasswordStatus = callRefresh(passwordCalls.passwordStatus);

// Spec §8 "Password form: 401 or 403 sends the user to /login": `usePasswordFailure` goes there first and only
// then drops the session, so the client must not end it (the guards would send to a continue address instead).
export const usePasswordChange = callMutation(passwordCalls.passwordChange, { unauthorized: "keep-session" });
export const usePasswordCreate = callMutation(passwordCalls.passwordCreate, { unauthorized: "keep-session" });

/** After a forced password change, the user again from the session token (spec §8: a failure goes to /). */
export const useSessionRefresh = callMutation(loginToken, { withoutSession: true });

export const usePasswordForgot = callMutation(passwordCalls.passwordForgot, { withoutSession: true });
export const usePasswordReset = callMutation(passwordCalls.passwordReset, { withoutSession: true });

/** Whether a reset link is still good (its token in the body), asked once per link and language. */
export const usePasswordResetCheck = callQueryWith(
  passwordCalls.passwordResetCheck,
  (token: string) => ({ body: { token } }),
  { withoutSession: true, noRetry: true, staleTime: Number.POSITIVE_INFINITY },
);
