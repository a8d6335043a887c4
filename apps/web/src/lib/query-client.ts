import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client.ts";

// The app's one cache, made here and provided once at the top (app/providers.tsx); everything else reaches it
// through lib/call-hooks.ts.
export { type QueryClient, QueryClientProvider } from "@tanstack/react-query";

/** A 4xx will not change by asking again; network failures and 5xx get one more try. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}
