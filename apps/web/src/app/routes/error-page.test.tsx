import { render, screen, waitFor } from "@testing-library/react";
import { webPaths } from "@trilha/contracts/web-paths";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { stubApi } from "../../test/api-stub.ts";
import { makeTenant } from "../../test/fixtures.ts";
import { renderApp } from "../../test/render-app.tsx";
import { AppProviders } from "../providers.tsx";
import { RouteErrorPage } from "./error-page.tsx";

function Boom(): never {
  throw new Error("boom");
}

describe("error page", () => {
  it("404: says the page was not found, hints at a broken link and shows the address", async () => {
    stubApi([]);
    renderApp("/pagina/que-nao-existe");
    expect(await screen.findByRole("heading", { level: 1, name: "Página não encontrada." })).toBeTruthy();
    expect(screen.getByText(/link que você seguiu pode estar quebrado/)).toBeTruthy();
    expect(screen.getByText(window.location.href)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ir para início" }).getAttribute("href")).toBe(
      webPaths.home.build(),
    );
    await waitFor(() => expect(document.title).toBe("Página não encontrada. · Escola Aurora"));
  });

  it("any other error: unknown error, come back in a few minutes", async () => {
    const router = createMemoryRouter([{ path: "/", element: <Boom />, errorElement: <RouteErrorPage /> }]);
    // React Router logs the error it caught; expected here.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <AppProviders tenant={makeTenant()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "Erro desconhecido." })).toBeTruthy();
    expect(screen.getByText("Por favor, retorne ao site em alguns minutos.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ir para início" }).getAttribute("href")).toBe(
      webPaths.home.build(),
    );
    expect(screen.queryByText(/quebrado/)).toBeNull();
  });
});
