import { auditList } from "@trilha/contracts/audit.calls";
import { expect } from "vitest";
import { type IsolationSeedContributor, scopeColumn } from "../users/users.isolation-seed.ts";

/**
 * The events come from the other contributors' calls (sign-ins, the visit…): this one runs last, and reads the
 * log's first page to have a cursor of the scope's.
 */
export const auditIsolationSeed: IsolationSeedContributor = {
  runs: "last",
  tables: ["audit_events"],
  async seed({ ok, tokens }) {
    const page = await ok(auditList, { limite: 1 }, tokens.admin);
    const cursor = page.proximo as string;
    expect(cursor, "a second page of the audit log").toBeTruthy();
    return { values: { auditCursor: [cursor] }, secrets: [cursor] };
  },
  collect: async ({ db, scope }) => ({
    values: { auditEvent: await scopeColumn(db, scope, "audit_events", "id") },
  }),
};
