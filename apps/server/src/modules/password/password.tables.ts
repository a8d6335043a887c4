import type { Generated } from "kysely";

/** A reset link: only the token's SHA-256 is kept; `used_at` makes it single use. */
export interface PasswordResetTokenTable {
  id: Generated<number>;
  scope: string;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Counted events of the password flows, for their limits: `kind` says which, `subject` whose. */
export interface PasswordEventTable {
  id: Generated<number>;
  scope: string;
  kind: string;
  subject: string;
  ip: string;
  created_at: string;
}

declare module "../../db/schema.ts" {
  interface Database {
    password_reset_tokens: PasswordResetTokenTable;
    password_events: PasswordEventTable;
  }
}
