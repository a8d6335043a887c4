import type { Generated } from "kysely";

export interface TermsAcceptanceTable {
  id: Generated<number>;
  scope: string;
  user_id: number;
  versao: number;
  accepted_at: string;
  ip: string;
}

declare module "../../db/schema.ts" {
  interface Database {
    terms_acceptances: TermsAcceptanceTable;
  }
}
