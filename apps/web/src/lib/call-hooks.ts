import { type UseMutationOptions, type UseMutationResult, useMutation } from "@tanstack/react-query";
import type { CallBody, CallContract, CallResponse } from "@trilha/contracts/call";
import { type ApiCallOptions, apiCall, type UnauthorizedHandling } from "./api.ts";
import { useApiQuery } from "./use-api-query.ts";

/** Calls that a page can simply load: no body, no query string. */
type LoadableCall = CallContract & { body?: undefined; query?: undefined };

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
  settings: { unauthorized?: UnauthorizedHandling } = {},
): (options?: MutationOptions<C>) => UseMutationResult<CallResponse<C>, unknown, CallBody<C>> {
  return (options) =>
    useMutation({
      ...options,
      mutationFn: (body: CallBody<C>) =>
        apiCall(contract, { ...settings, body } as ApiCallOptions<C>) as Promise<CallResponse<C>>,
    });
}

/** The hook of one call a page loads, built from its contract (key: method, path, language, token). */
export function callQuery<C extends LoadableCall>(contract: C) {
  return () => useApiQuery(contract);
}
