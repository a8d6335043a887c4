import { useQuery } from "@tanstack/react-query";
import { captchaAttempts, captchaChallenge } from "@trilha/contracts/captcha.calls";
import { loginStandard, loginToken, logout } from "@trilha/contracts/login.calls";
import { apiCall } from "../../../lib/api.ts";
import { callFunction, callMutation } from "../../../lib/call-hooks.ts";
import { useLanguage } from "../../../lib/i18n.ts";

// Sign-in and its captcha happen without a session: a 401 is a wrong password (spec §8 "Login failure: server
// message"), not a session ending. Signing out sends the token in the body and forgets it whatever the answer.
export const useLoginStandard = callMutation(loginStandard, { withoutSession: true });
export const useCaptchaAttempts = callMutation(captchaAttempts, { withoutSession: true });
export const useLogout = callMutation(logout, { withoutSession: true });

/** The stored session checked again (its token in the body); a 401 is the session check's to handle. */
export const confirmSession = callFunction(loginToken, { withoutSession: true });

/** One captcha question; `generation` asks for a new one. Used once, so never reused or refetched. */
export function useCaptchaChallenge(generation: number, enabled: boolean) {
  const lang = useLanguage();
  return useQuery({
    queryKey: ["captcha-challenge", lang, generation],
    queryFn: ({ signal }) => apiCall(captchaChallenge, { signal, token: null, unauthorized: "keep-session" }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
