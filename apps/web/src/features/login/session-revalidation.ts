import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../lib/api-client.ts";
import {
  clearSession,
  getSessionToken,
  isSignedInUser,
  type SignedInUser,
  setSession,
} from "../../lib/session-store.ts";
import { useSession } from "../../lib/use-session.ts";
import { confirmSession } from "./api/login.api.ts";

export function sessionQueryKey(token: string) {
  return ["session", token] as const;
}

/** A session the server has just vouched for needs no second check in this page load. */
export function markSessionFresh(queryClient: QueryClient, user: SignedInUser): void {
  queryClient.setQueryData(sessionQueryKey(user.token), user);
}

async function revalidate(
  queryClient: QueryClient,
  token: string,
  signal: AbortSignal,
): Promise<SignedInUser> {
  try {
    const { usuario } = await confirmSession({ token }, { signal });
    if (!isSignedInUser(usuario)) throw new ApiError(401, null);
    // The answer may arrive after a sign-out or another sign-in; it must not bring back or replace that session.
    if (getSessionToken() !== token) return usuario;
    // Mark the (possibly rotated) token fresh before storing it, so storing it does not trigger another check.
    markSessionFresh(queryClient, usuario);
    setSession(usuario);
    return usuario;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && getSessionToken() === token) {
      clearSession({ expired: true, message: error.serverMessage });
    }
    throw error;
  }
}

/**
 * Once per page load and token, asks the server to confirm the stored session (loginToken) and refreshes the
 * cached user. Pages render meanwhile from the cached user; a 401 signs out, and the guards send to sign-in.
 */
export function useSessionRevalidation() {
  const session = useSession();
  const queryClient = useQueryClient();
  const token = session.status === "signed-out" ? null : session.token;
  return useQuery({
    queryKey: sessionQueryKey(token ?? ""),
    queryFn: ({ signal }) => revalidate(queryClient, token ?? "", signal),
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
