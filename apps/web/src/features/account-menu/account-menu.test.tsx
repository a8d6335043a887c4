import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { loginToken, logout } from "@trilha/contracts/login.calls";
import { webPaths } from "@trilha/contracts/web-paths";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { getRememberedSessions, getSession, type SignedInUser, setSession } from "../../lib/session-store.ts";
import { failure, ok, stubApi } from "../../test/api-stub.ts";
import { makeUser } from "../../test/fixtures.ts";
import { QueryClient, QueryClientProvider } from "../../test/query-client.ts";
import { AccountMenu, SESSION_LIST_DELAY_MS } from "./account-menu.tsx";

const ana = makeUser({ id: 1, nome: "Ana Clara Souza", usuario: "1001", token: "tok-ana", foto: "ana.webp" });
const lucas = makeUser({ id: 2, nome: "Lucas Souza", usuario: "1002", token: "tok-lucas" });

/** A controllable `matchMedia`, since jsdom has none. */
function fakeMatchMedia() {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  vi.stubGlobal("matchMedia", (query: string) => ({
    media: query,
    matches: false,
    addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.delete(listener),
  }));
  return (matches: boolean) => {
    for (const listener of listeners) listener({ matches } as MediaQueryListEvent);
  };
}

function renderMenu(user: SignedInUser, onSwitched = vi.fn()) {
  const router = createMemoryRouter(
    [
      { path: "/logado", element: <AccountMenu user={user} onSwitched={onSwitched} /> },
      { path: "*", element: <p>outra página</p> },
    ],
    { initialEntries: ["/logado"] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, onSwitched };
}

const trigger = () => screen.getByRole("button", { name: /Ana, menu da conta/ });
const openMenu = () => {
  fireEvent.click(trigger());
  return screen.getByRole("dialog", { name: "Sua conta" });
};
/** The other accounts appear SESSION_LIST_DELAY_MS after the menu loads; a slow machine may take longer. */
const findOtherAccounts = (dialog: HTMLElement) =>
  within(dialog).findByRole("region", { name: "Outras contas" }, { timeout: 5000 });

describe("AccountMenu", () => {
  it("is a button with the photo and first name that opens the account modal", () => {
    setSession(ana, { remember: true });
    renderMenu(ana);
    const button = trigger();
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(button.getAttribute("aria-haspopup")).toBe("dialog");
    expect(button.querySelector("img")?.getAttribute("src")).toBe(
      `${webPaths.profilePhoto.build("ana.webp")}?w=48`,
    );

    const dialog = openMenu();
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(button.getAttribute("aria-controls")).toBe(dialog.id);
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(within(dialog).getByText("Ana")).toBeTruthy();
    expect(within(dialog).getByText("Ana Clara Souza")).toBeTruthy();
    expect(within(dialog).getByText("1001")).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "Minha conta" }).getAttribute("href")).toBe(
      webPaths.account.build(),
    );
    expect(within(dialog).getByRole("link", { name: "Sair" }).getAttribute("href")).toBe(
      webPaths.logout.build(),
    );
    expect(within(dialog).getByRole("button", { name: "Acessar outra conta" })).toBeTruthy();
    // Focus moves into the dialog.
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it("shows the default icon without a photo and hides Sair from a visiting user", () => {
    const visitor = makeUser({ nome: "Vera Lima", visitante: true, foto: null });
    setSession(visitor);
    renderMenu(visitor);
    fireEvent.click(screen.getByRole("button", { name: /Vera, menu da conta/ }));
    const dialog = screen.getByRole("dialog", { name: "Sua conta" });
    expect(dialog.querySelector("img")).toBeNull();
    expect(dialog.querySelector("svg.user-avatar--default")).not.toBeNull();
    expect(within(dialog).queryByRole("link", { name: "Sair" })).toBeNull();
  });

  it("closes on Escape and gives focus back to its button", () => {
    setSession(ana);
    renderMenu(ana);
    const dialog = openMenu();
    fireEvent.keyDown(dialog, { key: "Enter" });
    expect(screen.queryByRole("dialog")).not.toBeNull();
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(trigger().getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(trigger());
  });

  it("closes when the screen becomes narrower than 800 px", () => {
    const setNarrow = fakeMatchMedia();
    setSession(ana);
    renderMenu(ana);
    openMenu();
    act(() => setNarrow(false));
    expect(screen.queryByRole("dialog")).not.toBeNull();
    act(() => setNarrow(true));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("lists the other remembered accounts 500 ms after it loads (A9)", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      setSession(lucas, { remember: true });
      setSession(ana, { remember: true });
      renderMenu(ana);
      const dialog = openMenu();
      act(() => vi.advanceTimersByTime(SESSION_LIST_DELAY_MS - 1));
      expect(within(dialog).queryByRole("region", { name: "Outras contas" })).toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(within(dialog).getByRole("region", { name: "Outras contas" }).textContent).toContain(
        "Lucas Souza",
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it("lists the other remembered accounts and switches with a token login", async () => {
    setSession(lucas, { remember: true });
    setSession(ana, { remember: true });
    const { requests } = stubApi([
      [loginToken, ok(loginToken, { usuario: lucas, conta_vinculada: false, conta_nova: false })],
    ]);
    const { onSwitched } = renderMenu(ana);
    const others = await findOtherAccounts(openMenu());
    expect(
      within(others)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Continuar como Lucas Souza1002"]);
    fireEvent.click(within(others).getByRole("button", { name: /Lucas Souza/ }));
    await waitFor(() => expect(onSwitched).toHaveBeenCalled());
    expect(await requests[0]?.json()).toEqual({ token: "tok-lucas" });
    expect(getSession()).toMatchObject({ status: "signed-in", token: "tok-lucas" });
    expect(getRememberedSessions().map((entry) => entry.id)).toEqual([2, 1]);
  });

  it("signs out an unsaved session it switches away from, since nothing could return to it", async () => {
    setSession(lucas, { remember: true });
    setSession(ana);
    const { requests } = stubApi([
      [loginToken, ok(loginToken, { usuario: lucas, conta_vinculada: false, conta_nova: false })],
      [logout, ok(logout, { status: "sucesso" })],
    ]);
    const { onSwitched } = renderMenu(ana);
    fireEvent.click(within(await findOtherAccounts(openMenu())).getByRole("button", { name: /Lucas Souza/ }));
    await waitFor(() => expect(onSwitched).toHaveBeenCalled());
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(await requests[1]?.json()).toEqual({ token: "tok-ana" });
    expect(getRememberedSessions().map((entry) => entry.id)).toEqual([2]);
  });

  it("explains a refused switch and drops that account", async () => {
    setSession(lucas, { remember: true });
    setSession(ana, { remember: true });
    stubApi([[loginToken, failure(401)]]);
    const { onSwitched } = renderMenu(ana);
    const dialog = openMenu();
    fireEvent.click(within(await findOtherAccounts(dialog)).getByRole("button", { name: /Lucas Souza/ }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "Esta sessão expirou. Por favor, faça login novamente!",
    );
    expect(onSwitched).not.toHaveBeenCalled();
    expect(getSession()).toMatchObject({ token: "tok-ana" });
    expect(getRememberedSessions().map((entry) => entry.id)).toEqual([1]);
    expect(within(dialog).queryByRole("region", { name: "Outras contas" })).toBeNull();
  });

  it("shows the server's own message when it gives one", async () => {
    setSession(lucas, { remember: true });
    setSession(ana, { remember: true });
    stubApi([[loginToken, failure(401, "Sessão encerrada pelo administrador.")]]);
    renderMenu(ana);
    const dialog = openMenu();
    fireEvent.click(within(await findOtherAccounts(dialog)).getByRole("button", { name: /Lucas Souza/ }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "Sessão encerrada pelo administrador.",
    );
  });

  it("'Acessar outra conta' keeps the current account remembered and goes to sign-in", async () => {
    setSession(ana);
    const { router } = renderMenu(ana);
    fireEvent.click(within(openMenu()).getByRole("button", { name: "Acessar outra conta" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(webPaths.login.build()));
    expect(getRememberedSessions().map((entry) => entry.id)).toEqual([1]);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
