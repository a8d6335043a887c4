import { captchaChallenge } from "@trilha/contracts/captcha.calls";
import { logout } from "@trilha/contracts/login.calls";
import { callForgetAll, callMutation, callQueryWith } from "../../../lib/call-hooks.ts";

// Signing out sends the token in the body and forgets it whatever the answer.
export const useLogout = callMutation(logout, { withoutSession: true });

/** One captcha question; `generation` asks for a new one. Used once, so never reused or refetched. */
export const useCaptchaChallenge = callQueryWith(captchaChallenge, (_generation: number) => ({}), {
  withoutSession: true,
  staleTime: Number.POSITIVE_INFINITY,
  forgetUnused: true,
  noRetry: true,
});

/** Signing out forgets every answer loaded for the session. */
export const useForgetAllCalls = callForgetAll();
