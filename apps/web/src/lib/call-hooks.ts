import {
  hashKey,
  type InfiniteData,
  keepPreviousData,
  type QueryClient,
  type UseInfiniteQueryResult,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryResult,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { CallBody, CallContract, CallResponse } from "@trilha/contracts/call";
import { useCallback, useEffect } from "react";
import {
  type ApiCallOptions,
  apiCall,
  type CallSettings,
  callFunction,
  sessionOptions,
  type UnauthorizedHandling,
} from "./api.ts";
import { useLanguage } from "./i18n.ts";
import { apiQueryKey, useApiQuery } from "./use-api-query.ts";
import { useSessionToken } from "./use-session.ts";

/** Calls that a page can simply load: no body, no query string. */
type LoadableCall = CallContract & { body?: undefined; query?: undefined };

type MutationOptions<C extends CallContract> = Omit<
  UseMutationOptions<CallResponse<C>, unknown, CallBody<C>>,
  "mutationFn"
>;

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

/** The hook of one call a page loads, built from its contract (key: method, path, language, token). */
export function callQuery<C extends LoadableCall>(contract: C): () => UseQueryResult<CallResponse<C>> {
  return () => useApiQuery(contract);
}

/** What a call with arguments sends: its query string or its body. */
export type CallInput<C extends CallContract> = Pick<ApiCallOptions<C>, "body" | "query">;

interface QuerySettings<C extends CallContract, A extends readonly unknown[]> extends CallSettings {
  /** Whether to ask yet (nothing chosen yet); when left out, as soon as there is a session (or at once `withoutSession`). */
  enabled?: (...args: A) => boolean;
  /** The answer on screen stays while another page, filter or search loads. */
  keepPrevious?: true;
  /** How long an answer counts as fresh, in milliseconds (the client's minute when left out); `Infinity`: once per key. */
  staleTime?: number;
  /** Forgotten as soon as nothing shows it, so it is never shown twice (a captcha question). */
  forgetUnused?: true;
  /** A failure is not asked again (the client tries a network failure or a 5xx once more). */
  noRetry?: true;
  /** Asked again after so many milliseconds while this says so, given the answer so far (an import under way). */
  refetchEvery?: (answer: CallResponse<C> | undefined) => number | false;
}

/** The session's part of every loaded call's key and of its asking: the language and the token. */
function useCallKey(contract: CallContract, args: readonly unknown[]) {
  const lang = useLanguage();
  const token = useSessionToken();
  return { token, queryKey: [...apiQueryKey(contract, lang, token), ...args] };
}

/** How a loaded call is sent: a loaded call's 401 is the page's to decide (`QueryContent`) unless it says otherwise. */
function loadOptions(settings: CallSettings) {
  return sessionOptions({ ...settings, unauthorized: settings.unauthorized ?? "keep-session" });
}

/** Loads one call with arguments, keyed by them after the call's key. */
function useCallQuery<C extends CallContract, A extends readonly unknown[]>(
  contract: C,
  input: (...args: A) => CallInput<C>,
  settings: QuerySettings<C, A>,
  args: A,
): UseQueryResult<CallResponse<C>> {
  const { token, queryKey } = useCallKey(contract, args);
  const { enabled, keepPrevious, staleTime, forgetUnused, noRetry, refetchEvery } = settings;
  return useQuery<CallResponse<C>, Error, CallResponse<C>, readonly unknown[]>({
    queryKey,
    queryFn: ({ signal }) =>
      apiCall(contract, { ...input(...args), signal, ...loadOptions(settings) } as ApiCallOptions<C>),
    enabled: (settings.withoutSession || token !== null) && (enabled?.(...args) ?? true),
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    ...(staleTime === undefined ? {} : { staleTime }),
    ...(forgetUnused ? { gcTime: 0 } : {}),
    ...(noRetry ? { retry: false } : {}),
    ...(refetchEvery ? { refetchInterval: (query) => refetchEvery(query.state.data) } : {}),
  });
}

/**
 * The hook of one call a page loads with arguments (an id, a page, filters): `input(...args)` is what it sends,
 * and the arguments follow the call's key, so each is cached apart.
 */
export function callQueryWith<C extends CallContract, A extends readonly unknown[]>(
  contract: C,
  input: (...args: A) => CallInput<C>,
  settings: QuerySettings<C, A> = {},
): ((...args: A) => UseQueryResult<CallResponse<C>>) & {
  /**
   * Asks for the call now, `when` it is likely needed, so a part that shows it later (after another answer
   * decides it) finds it asked or answered: one round trip instead of two. A refusal is left for that part.
   */
  ahead: (when: boolean, ...args: A) => void;
} {
  const hook = (...args: A) => useCallQuery(contract, input, settings, args);
  const ahead = (when: boolean, ...args: A) => {
    const client = useQueryClient();
    const { token, queryKey } = useCallKey(contract, args);
    const key = hashKey(queryKey);
    // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the arguments and the session
    useEffect(() => {
      if (!when || token === null || !(settings.enabled?.(...args) ?? true)) return;
      void client.prefetchQuery({
        queryKey,
        queryFn: ({ signal }) =>
          apiCall(contract, { ...input(...args), signal, ...loadOptions(settings) } as ApiCallOptions<C>),
        ...(settings.staleTime === undefined ? {} : { staleTime: settings.staleTime }),
      });
    }, [client, when, token, key]);
  };
  return Object.assign(hook, { ahead });
}

interface PageSettings<C extends CallContract, P> {
  /** The first page's marker (a page number, or none for a cursor). */
  firstPage: P;
  /** The next page's marker, read from the last page's answer; undefined when it was the last. */
  nextPage: (answer: CallResponse<C>) => P | undefined;
  /** The pages on screen stay while another filter loads. */
  keepPrevious?: true;
  /** A loaded call's 401 is the page's to decide (`QueryContent`) unless the call ends the session itself. */
  unauthorized?: UnauthorizedHandling;
}

/** Pages counted from 1, the answer saying its `pagina`, `limite` and `total`. */
export const numberedPages = {
  firstPage: 1,
  nextPage: (answer: { pagina: number; limite: number; total: number }) =>
    answer.pagina * answer.limite < answer.total ? answer.pagina + 1 : undefined,
};

/**
 * The hook of one call a page loads a page at a time ('Carregar mais'): `input(page, ...args)` is what it sends
 * for one page, the arguments follow the call's key (each filter its own list), and `nextPage` reads from an
 * answer where the next page starts. `fetchNextPage()` loads it; `data.pages` holds every answer so far.
 */
export function callInfiniteQuery<C extends CallContract, P, A extends readonly unknown[]>(
  contract: C,
  input: (page: P, ...args: A) => CallInput<C>,
  { firstPage, nextPage, keepPrevious, unauthorized }: PageSettings<C, P>,
): (...args: A) => UseInfiniteQueryResult<InfiniteData<CallResponse<C>, P>> {
  return (...args) => {
    const { token, queryKey } = useCallKey(contract, args);
    return useInfiniteQuery<CallResponse<C>, Error, InfiniteData<CallResponse<C>, P>, readonly unknown[], P>({
      queryKey,
      queryFn: ({ pageParam, signal }) =>
        apiCall(contract, {
          ...input(pageParam as P, ...args),
          signal,
          ...loadOptions({ unauthorized }),
        } as ApiCallOptions<C>),
      initialPageParam: firstPage,
      getNextPageParam: (answer) => nextPage(answer),
      enabled: token !== null,
      placeholderData: keepPrevious ? keepPreviousData : undefined,
    });
  };
}

/**
 * The hook of a function that changes this call's cached answers in this session (every language) at once,
 * without asking the server: for a page that shows what the server has just answered elsewhere. Given the
 * leading arguments of a `callQueryWith` hook, only the answers loaded with them; an answer not loaded yet is
 * left alone.
 */
export function callUpdate<C extends CallContract>(
  contract: C,
): () => (change: (answer: CallResponse<C>) => CallResponse<C>, ...args: readonly unknown[]) => void {
  return () => {
    const client = useQueryClient();
    const token = useSessionToken();
    return useCallback(
      (change, ...args) => {
        const wanted = hashKey(args);
        client.setQueriesData<CallResponse<C>>(
          {
            queryKey: [contract.method, contract.path],
            predicate: ({ queryKey }) =>
              queryKey[3] === token && hashKey(queryKey.slice(4, 4 + args.length)) === wanted,
          },
          (answer) => (answer === undefined ? answer : change(answer)),
        );
      },
      [client, token],
    );
  };
}

/** The hook of a function that forgets every cached answer, of every call: a session ends or changes hands. */
export function callForgetAll(): () => () => void {
  return () => {
    const client = useQueryClient();
    return useCallback(() => client.clear(), [client]);
  };
}
