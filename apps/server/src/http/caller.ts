import type { SessionRow, UserRow } from "../db/schema.ts";

/**
 * Who makes a signed-in call, as its guard proved it: the session (its row, and the bearer token it was found
 * by) and its user. A visiting session's user is the visited one; `session.visitor_id` names the administrator.
 */
export interface Authenticated {
  user: UserRow;
  session: SessionRow;
  token: string;
}
