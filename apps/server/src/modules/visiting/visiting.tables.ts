import type { Generated } from "kysely";

/** Who visited whom, and when (issue item 9: visiting users). */
export interface VisitTable {
  id: Generated<number>;
  scope: string;
  tenant_id: number;
  admin_id: number;
  user_id: number;
  session_id: number | null;
  started_at: string;
  ended_at: string | null;
}

declare module "../../db/schema.ts" {
  interface Database {
    visits: VisitTable;
  }
}
