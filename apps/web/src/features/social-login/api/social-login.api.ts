import * as socialLoginCalls from "@trilha/contracts/social-login.calls";
import { callMutation } from "../../../lib/call-hooks.ts";

// Social sign-in happens before there is a session: a 401 is a refused token or password, shown in the form.
export const useSocialNonce = callMutation(socialLoginCalls.socialNonce, { withoutSession: true });
export const useLoginGoogle = callMutation(socialLoginCalls.loginGoogle, { withoutSession: true });
export const useLoginMicrosoft = callMutation(socialLoginCalls.loginMicrosoft, { withoutSession: true });
export const useLoginApple = callMutation(socialLoginCalls.loginApple, { withoutSession: true });
export const useSocialConfirm = callMutation(socialLoginCalls.socialConfirm, { withoutSession: true });
/** The local test provider's signed identity token (demo and tests only). */
export const useLocalOidcToken = callMutation(socialLoginCalls.localOidcToken, { withoutSession: true });
