import { QueryClient, QueryClientContext, QueryClientProvider } from "@tanstack/react-query";
import { type ComponentType, type ReactNode, useContext } from "react";
import { ApiError } from "./api-error.ts";

export type { QueryClient };

// The app's one cache of loaded calls. It is not provided at the top: the sign-in page makes its few calls as
// plain functions and never downloads the cache's code. The signed-in layouts, and each public page or lazily
// loaded part that loads calls, wrap themselves in `WithQueries`; code reaches the cache through call-hooks.ts.
let appClient: QueryClient | null = null;

/** A 4xx will not change by asking again; network failures and 5xx get one more try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}

/** The app's one cache, made on first use. */
function appQueryClient(): QueryClient {
  appClient ??= createQueryClient();
  return appClient;
}

/** Tests render the whole app with a client of their own: it becomes the app's one, as the app would make it. */
export function replaceAppQueryClient(client: QueryClient): void {
  appClient = client;
}

/** Gives its subtree the app's cache, unless a part above already did (then it adds nothing). */
export function WithQueries({ children }: { children: ReactNode }) {
  const above = useContext(QueryClientContext);
  if (above) return children;
  return <QueryClientProvider client={appQueryClient()}>{children}</QueryClientProvider>;
}

/** A component that loads calls, wrapped in `WithQueries`: for a lazily loaded part or a public page. */
export function withQueries<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  return function WithQueriesAround(props: P) {
    return (
      <WithQueries>
        <Component {...props} />
      </WithQueries>
    );
  };
}
