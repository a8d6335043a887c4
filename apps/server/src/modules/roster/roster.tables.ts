import type { Generated } from "kysely";

/** A roster file sent for import: its dry run, then its import (modules/roster). */
export interface RosterImportTable {
  id: Generated<number>;
  scope: string;
  tenant_id: number;
  user_id: number;
  /** The network a manager imported for; null for a platform administrator's import of the whole scope. */
  network_id: number | null;
  file_name: string;
  /** The stored file's key (`roster-imports` storage), deleted with the row after 90 days. */
  file_key: string;
  /** 'analyzed', 'running', 'done' or 'failed'. */
  status: string;
  /** JSON of the dry run's counts and samples, then the import's counts. */
  summary: string;
  error_count: number;
  created_at: string;
  finished_at: string | null;
}

declare module "../../db/schema.ts" {
  interface Database {
    roster_imports: RosterImportTable;
  }
}
