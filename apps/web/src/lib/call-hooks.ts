import { type UseMutationOptions, type UseMutationResult, useMutation } from "@tanstack/react-query";
import type { CallBody, CallContract, CallResponse } from "@trilha/contracts/call";
import { type ApiCallOptions, apiCall, type UnauthorizedHandling } from "./api.ts";
import { useApiQuery } from "./use-api-query.ts";

/** Calls that a page can simply load: no body, no query string. */
type LoadableCall = CallContract & { body?: undefined; query?: undefined };

interface CallSettings {
  unauthorized?: UnauthorizedHandling;
  /** A call made before sign-in (or for a token it carries in its body): no session token is sent, none ended. */
  withoutSession?: true;
}

function sessionOptions(settings: CallSettings): { unauthorized?: UnauthorizedHandling; token?: null } {
  return settings.withoutSession
    ? { unauthorized: "keep-session", token: null }
    : { unauthorized: settings.unauthorized };
}

type MutationOptions<C extends CallContract> = Omit<
  UseMutationOptions<CallResponse<C>, unknown, CallBody<C>>,
  "mutationFn"
>;

/**
 * The hook of one call that changes something, built from its contract: `mutate(body)` sends it through the
 * one API client. A feature exports one such hook per call from its `api/` folder.
 */
export function callMutation<C extends CallContract>(
  contract: C,
  settings: CallSettings = {},
): (options?: MutationOptions<C>) => UseMutationResult<CallResponse<C>, unknown, CallBody<C>> {
  return (options) =>
    useMutation({
      ...options,
      mutationFn: (body: CallBody<C>) =>
        apiCall(contract, { ...sessionOptions(settings), body } as ApiCallOptions<C>) as Promise<
          CallResponse<C>
        >,
    });
}

/** The hook of one call a page loads, built from its contract (key: method, path, language, token). */
export function callQuery<C extends LoadableCall>(contract: C) {
  return () => useApiQuery(contract);
}
