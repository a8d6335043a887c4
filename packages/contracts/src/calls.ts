import * as account from "./account.calls.ts";
import * as announcements from "./announcements.calls.ts";
import * as audit from "./audit.calls.ts";
import type { CallContract } from "./call.ts";
import * as captcha from "./captcha.calls.ts";
import * as licensing from "./licensing.calls.ts";
import * as password from "./password.calls.ts";
import * as profile from "./profile.calls.ts";
import * as project from "./project.calls.ts";
import * as social from "./social.calls.ts";
import * as tenant from "./tenant.calls.ts";
import * as twoFactor from "./two-factor.calls.ts";
import * as visiting from "./visiting.calls.ts";

/** Every call of the API, so harnesses (fuzzing, isolation) can enumerate them instead of hand-listing. */
export const allCalls: Readonly<Record<string, CallContract>> = collectCalls({
  ...account,
  ...captcha,
  ...tenant,
  ...project,
  ...licensing,
  ...password,
  ...twoFactor,
  ...profile,
  ...social,
  ...visiting,
  ...announcements,
  ...audit,
});

function collectCalls(exports: Record<string, unknown>): Record<string, CallContract> {
  const calls: Record<string, CallContract> = {};
  for (const [name, value] of Object.entries(exports)) if (isCall(value)) calls[name] = value;
  return calls;
}

function isCall(value: unknown): value is CallContract {
  return (
    typeof value === "object" && value !== null && "method" in value && "path" in value && "access" in value
  );
}
