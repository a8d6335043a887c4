import type { Db } from "../db/database.ts";
import { scoped } from "../db/scoped.ts";
import type { TenantScope } from "../db/tenant-scope.ts";

/** The audit events of `type` a scope recorded, oldest first; the caller picks the columns. */
export function auditEventsOf(db: Db, scope: TenantScope, type: string) {
  return scoped(db, scope).selectFrom("audit_events").where("event_type", "=", type).orderBy("id");
}

/** The latest audit event of `type` a scope recorded; the caller picks the columns. */
export function latestAuditEventOf(db: Db, scope: TenantScope, type: string) {
  return scoped(db, scope).selectFrom("audit_events").where("event_type", "=", type).orderBy("id", "desc");
}
