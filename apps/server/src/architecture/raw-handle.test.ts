import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "./import-graph.ts";

/**
 * The lint rule keeps the raw database's types and makers out of `modules/`, but a route is handed the Fastify
 * instance, which carries the database as `app.db`: this test keeps modules from reaching it that way too. A
 * request reads through `context.data` (its scope) or `context.shared` (the global tables); only `*.sweep.ts`
 * files work across scopes. What is left is listed with its reason and can only shrink.
 */

const root = path.resolve(import.meta.dirname, "..");
const RAW_HANDLE = /\b(?:app|server|instance)\.db\b/;

const ALLOWED: Readonly<Record<string, string>> = {
  "modules/health/health.routes.ts": "asks the database whether it answers (`select 1`), reading no table",
  "modules/tenants/tenant.routes.ts": "wraps it at once as `globalDb`, which reads only the global tables",
};

function rawHandleUses(): string[] {
  return sourceFiles(root)
    .map((file) => path.relative(root, file).split(path.sep).join("/"))
    .filter((file) => file.startsWith("modules/") && !file.endsWith(".sweep.ts"))
    .filter((file) => RAW_HANDLE.test(fs.readFileSync(path.join(root, file), "utf8")));
}

describe("the raw database in modules", () => {
  it("is reached through the Fastify instance only where listed, each with its reason", () => {
    expect(rawHandleUses()).toEqual(Object.keys(ALLOWED).sort());
  });
});
