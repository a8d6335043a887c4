import { CAPTCHA_AFTER_FAILED_ATTEMPTS } from "@trilha/contracts/limits";
import type { TenantRow } from "../../db/schema.ts";
import type { ScopedDb } from "../../db/scoped-db.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { HttpError } from "../../http/http-error.ts";
import { type Captchas, type PickedCaptcha, pickCaptcha } from "../../providers/captcha/captcha.ts";
import { CaptchaUnavailableError } from "../../providers/captcha/captcha-provider.ts";
import { failureStreak } from "../login-attempts/login-attempt.service.ts";
import { toPublicConfig } from "../tenants/tenant-config.ts";

/** Failed logins of one (normalised) login since its last success and within the last `windowMinutes`. */
export function countRecentFailures(
  data: ScopedDb,
  login: string,
  windowMinutes: number,
  nowMs: number = Date.now(),
): Promise<number> {
  const since = new Date(nowMs - windowMinutes * 60_000).toISOString();
  return failureStreak(data, login, since).then((streak) => streak.failures);
}

/** The captcha this tenant's login form shows and its answers are checked with. */
export function captchaFor(captchas: Captchas, tenant: TenantRow): PickedCaptcha {
  return pickCaptcha(captchas, toPublicConfig(tenant).configuracoes.recaptcha_site_key);
}

export interface CaptchaGate {
  data: ScopedDb;
  scope: TenantScope;
  tenant: TenantRow;
  captchas: Captchas;
  attemptWindowMinutes: number;
  ip: string;
}

/**
 * Spec §4/§5: once a login's failed attempts reach CAPTCHA_AFTER_FAILED_ATTEMPTS, a login without a valid
 * captcha is refused with 'É necessário confirmar o ReCaptcha' before the password is even looked at.
 */
export async function requireCaptchaWhenOwed(
  gate: CaptchaGate,
  login: string,
  answer: string | undefined,
): Promise<void> {
  const failures = await countRecentFailures(gate.data, login, gate.attemptWindowMinutes);
  if (failures < CAPTCHA_AFTER_FAILED_ATTEMPTS) return;
  if (!answer) throw new HttpError(400, "captcha.required");
  const { provider } = captchaFor(gate.captchas, gate.tenant);
  let valid: boolean;
  try {
    valid = await provider.verify({ scope: gate.scope, response: answer, remoteIp: gate.ip });
  } catch (error) {
    if (error instanceof CaptchaUnavailableError) throw new HttpError(503, "captcha.unavailable");
    throw error;
  }
  if (!valid) throw new HttpError(400, "captcha.required");
}
