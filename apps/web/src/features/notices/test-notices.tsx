import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { CallContract } from "@trilha/contracts/call";
import { NOTICES_PATH, noticeMessages } from "@trilha/contracts/notices";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { setSession } from "../../lib/session-store.ts";
import { makeUser } from "../../test/fixtures.ts";

/** The static notices file, shaped like a call so the API stub can answer it too. */
export const noticesFile = {
  method: "GET",
  path: NOTICES_PATH,
  access: "public",
  response: noticeMessages,
} as const satisfies CallContract;

/** One element at `path`, with a signed-in session and a fresh query cache. */
export function renderSignedIn(element: (user: ReturnType<typeof makeUser>) => ReactNode, path = "/logado") {
  const user = makeUser({ id: 10, cliente: { id: 3, whatsapp: null } });
  setSession(user);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: "*", element: element(user) }], { initialEntries: [path] });
  return {
    user,
    ...render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
}
