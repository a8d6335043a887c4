import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { setSession } from "../../lib/session-store.ts";
import { makeUser } from "../../test/fixtures.ts";
import { QueryClient, QueryClientProvider } from "../../test/query-client.ts";

/** The notices file, declared as a call, so the API stub answers it too. */
export { noticesFile } from "@trilha/contracts/notices";

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
