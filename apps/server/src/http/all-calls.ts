import type { CallContract } from "@trilha/contracts/call";
import { importFound } from "../lib/import-found.ts";

/**
 * Every call of the API, found in the contract files (`packages/contracts/src/<module>.calls.ts`), so the API
 * documentation and the harnesses (fuzzing, isolation) enumerate them instead of hand-listing. Ordered by file,
 * then as each file declares them; the documentation's groups follow the first call of each.
 */
export const allCalls: Readonly<Record<string, CallContract>> = collectCalls(
  await importFound<Record<string, unknown>>(
    import.meta.url,
    "../../../../packages/contracts/src/*.calls.ts",
  ),
);

function collectCalls(files: { module: Record<string, unknown> }[]): Record<string, CallContract> {
  const calls: Record<string, CallContract> = {};
  for (const { module } of files)
    for (const [name, value] of Object.entries(module)) if (isCall(value)) calls[name] = value;
  return calls;
}

function isCall(value: unknown): value is CallContract {
  return (
    typeof value === "object" && value !== null && "method" in value && "path" in value && "access" in value
  );
}
