import { useSessionToken } from "../../lib/use-session.ts";
import { useSessionCheck } from "./api/login.api.ts";

/**
 * Once per page load and token, asks the server to confirm the stored session (loginToken) and refreshes the
 * cached user. Pages render meanwhile from the cached user; a 401 signs out, and the guards send to sign-in.
 */
export function useSessionRevalidation() {
  // The session check sends the stored token itself (in the body), so it is the one hook that reads it.
  return useSessionCheck(useSessionToken());
}
