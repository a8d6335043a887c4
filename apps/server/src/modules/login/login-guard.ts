import type { Db } from "../../db/database.ts";
import type { TenantRow } from "../../db/schema.ts";
import type { Captchas } from "../../providers/captcha/captcha.ts";
import { requireCaptchaWhenOwed } from "../captcha/captcha.service.ts";
import { enforceRateLimit } from "../rate-limit/rate-limit.service.ts";
import { rateLimits } from "../rate-limit/rate-limit-rules.ts";
import type { TenantScope } from "../tenants/tenant-scope.ts";

export interface LoginGuardSettings {
  tenant: TenantRow;
  captchas: Captchas;
  attemptWindowMinutes: number;
}

export interface PasswordAttempt {
  /** The password was right: this attempt does not count against the account. */
  succeeded(): Promise<void>;
}

/**
 * What stands before a password check: the per-address flood guard, the per-account limit on wrong passwords
 * (counted up front so parallel guesses cannot slip past it, and given back on success), and the captcha once
 * the login has failed often enough. A refused captcha is no guess, so it does not count against the account.
 */
export async function guardPasswordAttempt(
  context: { db: Db; scope: TenantScope; ip: string; guard: LoginGuardSettings },
  login: string,
  captcha: string | undefined,
): Promise<PasswordAttempt> {
  const { db, scope, ip, guard } = context;
  await enforceRateLimit(db, scope, rateLimits.loginRequestsPerIp(ip));
  const accountHit = await enforceRateLimit(db, scope, rateLimits.loginFailuresPerAccount(login));
  try {
    await requireCaptchaWhenOwed({ db, scope, ip, ...guard }, login, captcha);
  } catch (error) {
    await accountHit.refund();
    throw error;
  }
  return { succeeded: () => accountHit.refund() };
}
