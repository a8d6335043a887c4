import { REAUTHENTICATION_WINDOW_MINUTES } from "@trilha/contracts/call";
import type { SessionRow } from "../../db/schema.ts";

/**
 * Whether the session proved its user recently enough to change how the account signs in: signed in, or
 * confirmed the password through it, in the last REAUTHENTICATION_WINDOW_MINUTES. A stolen token alone, or an
 * unattended signed-in computer, then cannot turn off or replace the second factor.
 */
export function isRecentlyAuthenticated(
  session: Pick<SessionRow, "created_at" | "reauthenticated_at">,
  now: Date,
): boolean {
  const proven = Math.max(Date.parse(session.created_at), Date.parse(session.reauthenticated_at ?? "") || 0);
  return now.getTime() - proven <= REAUTHENTICATION_WINDOW_MINUTES * 60_000;
}
