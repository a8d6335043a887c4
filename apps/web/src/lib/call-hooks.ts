import {
  keepPreviousData,
  type QueryClient,
  type UseMutationOptions,
  type UseMutationResult,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { CallBody, CallContract, CallResponse } from "@trilha/contracts/call";
import { useCallback } from "react";
import { type ApiCallOptions, apiCall, type UnauthorizedHandling } from "./api.ts";
import { useLanguage } from "./i18n.ts";
import { apiQueryKey, useApiQuery } from "./use-api-query.ts";
import { useSessionToken } from "./use-session.ts";

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

/** Every cached answer of these calls, in any language and session, marked stale: those on screen load again. */
function refreshCalls(client: QueryClient, calls: readonly CallContract[]): Promise<unknown> {
  return Promise.all(calls.map((call) => client.invalidateQueries({ queryKey: [call.method, call.path] })));
}

/** The hook of a function that loads these calls' cached answers again, for code that changed what they say. */
export function callRefresh(...calls: readonly CallContract[]): () => () => Promise<unknown> {
  return () => {
    const client = useQueryClient();
    return useCallback(() => refreshCalls(client, calls), [client]);
  };
}

interface MutationSettings extends CallSettings {
  /** The calls whose cached answers this one changes: loaded again once it succeeds, before `onSuccess`. */
  refreshes?: readonly CallContract[];
}

/**
 * The hook of one call that changes something, built from its contract: `mutate(body)` sends it through the
 * one API client. A feature exports one such hook per call from its `api/` folder.
 */
export function callMutation<C extends CallContract>(
  contract: C,
  { refreshes = [], ...settings }: MutationSettings = {},
): (options?: MutationOptions<C>) => UseMutationResult<CallResponse<C>, unknown, CallBody<C>> {
  const send = callFunction(contract, settings);
  return (options) => {
    const client = useQueryClient();
    return useMutation({
      ...options,
      mutationFn: (body: CallBody<C>) => send(body),
      onSuccess:
        refreshes.length === 0
          ? options?.onSuccess
          : async (...success) => {
              await refreshCalls(client, refreshes);
              return options?.onSuccess?.(...success);
            },
    });
  };
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

/** What a call with arguments sends: its query string or its body. */
export type CallInput<C extends CallContract> = Pick<ApiCallOptions<C>, "body" | "query">;

interface QuerySettings<A extends readonly unknown[]> {
  /** Whether to ask yet (nothing chosen yet); when left out, as soon as there is a session. */
  enabled?: (...args: A) => boolean;
  /** The answer on screen stays while another page, filter or search loads. */
  keepPrevious?: true;
  /** A loaded call's 401 is the page's to decide (`QueryContent`) unless the call ends the session itself. */
  unauthorized?: UnauthorizedHandling;
}

/** Loads one call with arguments, keyed by them after the call's key. */
function useCallQuery<C extends CallContract, A extends readonly unknown[]>(
  contract: C,
  input: (...args: A) => CallInput<C>,
  { enabled, keepPrevious, unauthorized = "keep-session" }: QuerySettings<A>,
  args: A,
) {
  const lang = useLanguage();
  const token = useSessionToken();
  return useQuery({
    queryKey: [...apiQueryKey(contract, lang, token), ...args],
    queryFn: ({ signal }) =>
      apiCall(contract, { ...input(...args), signal, unauthorized } as ApiCallOptions<C>),
    enabled: token !== null && (enabled?.(...args) ?? true),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}

/**
 * The hook of one call a page loads with arguments (an id, a page, filters): `input(...args)` is what it sends,
 * and the arguments follow the call's key, so each is cached apart. `queryKey(lang, token)` names them all.
 */
export function callQueryWith<C extends CallContract, A extends readonly unknown[]>(
  contract: C,
  input: (...args: A) => CallInput<C>,
  settings: QuerySettings<A> = {},
) {
  return Object.assign((...args: A) => useCallQuery(contract, input, settings, args), {
    queryKey: (lang: string, token: string | null) => apiQueryKey(contract, lang, token),
  });
}
