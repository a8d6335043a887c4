import { useQuery } from "@tanstack/react-query";
import { loginToken } from "@trilha/contracts/login.calls";
import * as passwordCalls from "@trilha/contracts/password.calls";
import { apiCall } from "../../../lib/api.ts";
import { callMutation, callQuery } from "../../../lib/call-hooks.ts";
import { useLanguage } from "../../../lib/i18n.ts";

export const usePasswordStatus = callQuery(passwordCalls.passwordStatus);

// Spec §8 "Password form: 401 or 403 sends the user to /login": `usePasswordFailure` goes there first and only
// then drops the session, so the client must not end it (the guards would send to a continue address instead).
export const usePasswordChange = callMutation(passwordCalls.passwordChange, { unauthorized: "keep-session" });
export const usePasswordCreate = callMutation(passwordCalls.passwordCreate, { unauthorized: "keep-session" });

/** After a forced password change, the user again from the session token (spec §8: a failure goes to /). */
export const useSessionRefresh = callMutation(loginToken, { withoutSession: true });

export const usePasswordForgot = callMutation(passwordCalls.passwordForgot, { withoutSession: true });
export const usePasswordReset = callMutation(passwordCalls.passwordReset, { withoutSession: true });

/** Whether a reset link is still good, asked once per link and language. */
export function usePasswordResetCheck(token: string) {
  const lang = useLanguage();
  return useQuery({
    queryKey: ["password-reset-check", token, lang],
    queryFn: ({ signal }) =>
      apiCall(passwordCalls.passwordResetCheck, {
        body: { token },
        signal,
        token: null,
        unauthorized: "keep-session",
      }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
