import { type UseMutationOptions, type UseMutationResult, useMutation } from "@tanstack/react-query";
import type { CallBody, CallContract, CallResponse } from "@trilha/contracts/call";
import { type ApiCallOptions, apiCall, type UnauthorizedHandling } from "./api.ts";
import { apiQueryKey, useApiQuery } from "./use-api-query.ts";

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
 * One call as a plain function, built from its contract, for code that runs outside a component (checking the
 * stored session, switching accounts) or a hook that sends one of several calls.
 */
export function callFunction<C extends CallContract>(
  contract: C,
  settings: CallSettings = {},
): (body: CallBody<C>, options?: { signal?: AbortSignal }) => Promise<CallResponse<C>> {
  return (body, options = {}) =>
    apiCall(contract, { ...sessionOptions(settings), ...options, body } as ApiCallOptions<C>);
}

/**
 * The hook of one call that changes something, built from its contract: `mutate(body)` sends it through the
 * one API client. A feature exports one such hook per call from its `api/` folder.
 */
export function callMutation<C extends CallContract>(
  contract: C,
  settings: CallSettings = {},
): (options?: MutationOptions<C>) => UseMutationResult<CallResponse<C>, unknown, CallBody<C>> {
  const send = callFunction(contract, settings);
  return (options) => useMutation({ ...options, mutationFn: (body: CallBody<C>) => send(body) });
}

/**
 * The hook of one call a page loads, built from its contract (key: method, path, language, token). Its
 * `queryKey(lang, token)` names the cached answer, for code that refreshes or reads it.
 */
export function callQuery<C extends LoadableCall>(contract: C) {
  return Object.assign(() => useApiQuery(contract), {
    queryKey: (lang: string, token: string | null) => apiQueryKey(contract, lang, token),
  });
}
