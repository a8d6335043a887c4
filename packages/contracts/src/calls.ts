import * as account from "./account.calls.ts";
import type { CallContract } from "./call.ts";
import * as licensing from "./licensing.calls.ts";
import * as project from "./project.calls.ts";
import * as tenant from "./tenant.calls.ts";

/** Every call of the API, so harnesses (fuzzing, isolation) can enumerate them instead of hand-listing. */
export const allCalls: Record<string, CallContract> = Object.fromEntries(
  Object.entries({ ...account, ...tenant, ...project, ...licensing }).filter(
    (entry): entry is [string, CallContract] => isCall(entry[1]),
  ),
);

function isCall(value: unknown): value is CallContract {
  return (
    typeof value === "object" && value !== null && "method" in value && "path" in value && "access" in value
  );
}
