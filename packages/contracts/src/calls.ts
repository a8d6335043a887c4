import * as announcements from "./announcements.calls.ts";
import * as audit from "./audit.calls.ts";
import type { CallContract } from "./call.ts";
import * as captcha from "./captcha.calls.ts";
import * as classes from "./classes.calls.ts";
import * as devices from "./devices.calls.ts";
import * as issueReports from "./issue-reports.calls.ts";
import * as learningPaths from "./learning-paths.calls.ts";
import * as licensing from "./licensing.calls.ts";
import * as login from "./login.calls.ts";
import * as networks from "./networks.calls.ts";
import * as password from "./password.calls.ts";
import * as profile from "./profile.calls.ts";
import * as socialLogin from "./social-login.calls.ts";
import * as students from "./students.calls.ts";
import * as tenants from "./tenants.calls.ts";
import * as terms from "./terms.calls.ts";
import * as twoFactor from "./two-factor.calls.ts";
import * as uploads from "./uploads.calls.ts";
import * as visiting from "./visiting.calls.ts";

/**
 * Every call of the API, so harnesses (fuzzing, isolation) can enumerate them instead of hand-listing. The
 * order is the order of the API documentation, whose groups (the first segment of a path) follow the first call
 * of each: a file that brings a new group goes after the others.
 */
export const allCalls: Readonly<Record<string, CallContract>> = collectCalls({
  ...login,
  ...captcha,
  ...twoFactor,
  ...password,
  ...devices,
  ...networks,
  ...classes,
  ...issueReports,
  ...learningPaths,
  ...tenants,
  ...students,
  ...licensing,
  ...terms,
  ...profile,
  ...socialLogin,
  ...visiting,
  ...announcements,
  ...audit,
  ...uploads,
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
