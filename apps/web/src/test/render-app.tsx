import { QueryClient } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import type { TenantPublicConfig } from "@trilha/contracts/tenant";
import { createMemoryRouter, RouterProvider } from "react-router";
import { AppProviders } from "../app/providers.tsx";
import { routes } from "../app/router.tsx";
import { replaceAppQueryClient } from "../lib/query-client.tsx";
import { makeTenant } from "./fixtures.ts";

/** The whole app (real routes, guards, layouts) at one path, in memory. */
export function renderApp(path: string, { tenant = makeTenant() }: { tenant?: TenantPublicConfig } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // Provided where the app provides it (the layouts, the parts that load calls), so a part left without it fails.
  replaceAppQueryClient(queryClient);
  const view = render(
    <AppProviders tenant={tenant}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** The app at `path` with its `button` clicked: answers what that opens (a form, a confirmation), by role and name. */
export async function openFrom(path: string, button: string, role: "form" | "alertdialog", name: string) {
  renderApp(path);
  fireEvent.click(await screen.findByRole("button", { name: button }));
  return screen.findByRole(role, { name });
}
