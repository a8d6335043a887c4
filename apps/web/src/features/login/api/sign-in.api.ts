import { captchaAttempts } from "@trilha/contracts/captcha.calls";
import { loginStandard } from "@trilha/contracts/login.calls";
import { callFunction } from "../../../lib/api.ts";

// Sign-in and its captcha count happen without a session: a 401 is a wrong password (spec §8 "Login failure:
// server message"), not a session ending. Plain functions, so the sign-in page never needs the calls' cache.
export const signIn = callFunction(loginStandard, { withoutSession: true });
export const failedAttemptsOf = callFunction(captchaAttempts, { withoutSession: true });
