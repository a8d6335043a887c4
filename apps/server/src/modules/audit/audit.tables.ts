import type { Generated } from "kysely";

/** One security event (issue 5 §5): `details` is JSON of the event's typed shape, never a secret. */
export interface AuditEventTable {
  id: Generated<number>;
  scope: string;
  tenant_id: number;
  occurred_at: string;
  event_type: string;
  actor_user_id: number | null;
  subject_user_id: number | null;
  ip: string | null;
  user_agent: string | null;
  details: string;
}

declare module "../../db/schema.ts" {
  interface Database {
    audit_events: AuditEventTable;
  }
}
