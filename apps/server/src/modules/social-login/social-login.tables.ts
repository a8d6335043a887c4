import type { Generated } from "kysely";

/** A Google/Microsoft/Apple account (provider + subject) linked to a user. */
export interface SocialIdentityTable {
  id: Generated<number>;
  scope: string;
  user_id: number;
  provider: string;
  subject: string;
  email: string | null;
  created_at: string;
}

/** Single-use nonces for social sign-in attempts; only their SHA-256 is stored. */
export interface SocialNonceTable {
  id: Generated<number>;
  scope: string;
  nonce_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A verified social identity waiting for its confirmation ('Prosseguir'); only the challenge's SHA-256. */
export interface SocialConfirmationTable {
  id: Generated<number>;
  scope: string;
  challenge_hash: string;
  /** "link" (to user_id), "create" (a new account) or "sign_in" (a local identity into user_id). */
  action: string;
  user_id: number | null;
  provider: string;
  subject: string;
  email: string | null;
  email_verified: number;
  name: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

declare module "../../db/schema.ts" {
  interface Database {
    social_identities: SocialIdentityTable;
    social_nonces: SocialNonceTable;
    social_confirmations: SocialConfirmationTable;
  }
}
