import type { Generated } from "kysely";

export interface LoginAttemptTable {
  id: Generated<number>;
  scope: string;
  usuario: string;
  ip: string;
  succeeded: number;
  created_at: string;
}

declare module "../../db/schema.ts" {
  interface Database {
    login_attempts: LoginAttemptTable;
  }
}
