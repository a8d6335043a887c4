import { fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { vi } from "vitest";
import { QueryClient, QueryClientProvider } from "../../test/query-client.ts";
import { LoginForm } from "./login-form.tsx";

/** The sign-in form alone on a page, with the steps its tests take: type the account and password, press Acessar. */
export function renderForm(onLoggedIn = vi.fn()) {
  const router = createMemoryRouter([{ path: "*", element: <LoginForm onLoggedIn={onLoggedIn} /> }]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { onLoggedIn };
}

export function fill(login: string, password: string) {
  fireEvent.change(screen.getByLabelText("Usuário (RA)"), { target: { value: login } });
  fireEvent.change(screen.getByLabelText("Senha"), { target: { value: password } });
}

export const submit = () => fireEvent.click(screen.getByRole("button", { name: "Acessar" }));
