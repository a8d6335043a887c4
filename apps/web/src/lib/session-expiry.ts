import { ApiError } from "./api-client.ts";
import { clearSession } from "./session-store.ts";

/** A call refused for want of a session (401) ends the stored one, with the server's reason; true if it did. */
export function endSessionIfUnauthorized(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 401) return false;
  clearSession({ expired: true, message: error.serverMessage });
  return true;
}
