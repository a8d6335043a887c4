import type { Generated } from "kysely";

/**
 * A browser that signed into a user: the hash of the random token its cookie holds. One browser may have
 * signed into several users (a family computer), each a row with the same hash.
 */
export interface KnownBrowserTable {
  id: Generated<number>;
  scope: string;
  user_id: number;
  token_hash: string;
  created_at: string;
  /** The last sign-in from this browser; `expires_at` counts from it. */
  last_used_at: string;
  expires_at: string;
}

declare module "../../db/schema.ts" {
  interface Database {
    known_browsers: KnownBrowserTable;
  }
}
