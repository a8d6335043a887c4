import { act, fireEvent, render, screen } from "@testing-library/react";
import { webPaths } from "@trilha/contracts/web-paths";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { setupI18n } from "../../lib/i18n.ts";
import { getSession, SESSION_TOKEN_KEY, setSession } from "../../lib/session-store.ts";
import { makeUser } from "../../test/fixtures.ts";
import { OtherTabAlert } from "./other-tab-alert.tsx";

function renderAlert() {
  const router = createMemoryRouter(
    [
      { path: "/logado", element: <OtherTabAlert /> },
      { path: "/login", element: <p>login</p> },
    ],
    { initialEntries: ["/", "/logado"], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** What the browser fires in this tab when another tab writes localStorage. */
function otherTabWrites(key: string, oldValue: string | null, newValue: string | null) {
  if (newValue === null) window.localStorage.removeItem(key);
  else window.localStorage.setItem(key, newValue);
  act(() => {
    window.dispatchEvent(
      new StorageEvent("storage", { key, oldValue, newValue, storageArea: window.localStorage }),
    );
  });
}

describe("OtherTabAlert", () => {
  it("alerts when another tab signs in someone else, and 'Fazer login novamente' replaces the route", async () => {
    setSession(makeUser({ token: "tok-a" }));
    const router = renderAlert();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    otherTabWrites(SESSION_TOKEN_KEY, "tok-a", "tok-b");
    // The dialog's code comes with the first change another tab makes.
    const alert = await screen.findByRole("alertdialog", { name: "Sessão alterada em outra aba" });
    expect(alert.textContent).toContain(
      "Você trocou ou desconectou o usuário ativo em outra aba. Para manter este usuário, é necessário fazer login novamente.",
    );
    const button = screen.getByRole("button", { name: "Fazer login novamente" });
    expect(document.activeElement).toBe(button);
    // It cannot be dismissed: keeping this user needs a new sign-in.
    fireEvent.keyDown(alert, { key: "Escape" });
    expect(screen.queryByRole("alertdialog")).not.toBeNull();

    fireEvent.click(button);
    expect(router.state.location.pathname).toBe(webPaths.login.build());
    expect(router.state.historyAction).toBe("REPLACE");
    expect(screen.queryByRole("alertdialog")).toBeNull();
    // This tab now follows the browser's current session, the one the other tab chose.
    expect(getSession()).toMatchObject({ status: "unverified", token: "tok-b" });
  });

  it("says it in English with 'Login again'", async () => {
    await setupI18n("en-us");
    setSession(makeUser({ token: "tok-a" }));
    renderAlert();
    otherTabWrites(SESSION_TOKEN_KEY, "tok-a", null);
    expect((await screen.findByRole("alertdialog")).textContent).toContain(
      "You changed or disconnected the active user in another tab, to keep this user, you need to log in again.",
    );
    expect(screen.getByRole("button", { name: "Login again" })).toBeTruthy();
  });

  it("stays quiet for other keys, for the same token and in a tab without a session", () => {
    setSession(makeUser({ token: "tok-a" }));
    renderAlert();
    otherTabWrites("idioma", "pt-br", "en-us");
    otherTabWrites(SESSION_TOKEN_KEY, "tok-x", "tok-a");
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});
