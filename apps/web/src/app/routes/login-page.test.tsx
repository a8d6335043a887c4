import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { activeGroups } from "@trilha/contracts/classes.calls";
import { learningPaths } from "@trilha/contracts/learning-paths.calls";
import { loginStandard, loginToken } from "@trilha/contracts/login.calls";
import { webPaths } from "@trilha/contracts/web-paths";
import { describe, expect, it } from "vitest";
import { getRememberedSessions, getSession, reloadSession, setSession } from "../../lib/session-store.ts";
import { failure, ok, stubApi } from "../../test/api-stub.ts";
import { makeUser } from "../../test/fixtures.ts";
import { renderApp } from "../../test/render-app.tsx";

const ana = makeUser({ id: 1, nome: "Ana Souza", usuario: "1001", token: "tok-ana" });
const lucas = makeUser({ id: 2, nome: "Lucas Souza", usuario: "1002", token: "tok-lucas" });
const answer = (usuario = ana) => ({ usuario, conta_vinculada: false, conta_nova: false });

/** Two accounts remembered by earlier visits, and nobody signed in now. */
function rememberBoth() {
  setSession(ana, { remember: true });
  setSession(lucas, { remember: true });
  window.localStorage.removeItem("creator-sessao-atual");
  window.localStorage.removeItem("creator-usuario-atual");
  reloadSession();
}

const signedInPages: Parameters<typeof stubApi>[0] = [
  [activeGroups, ok(activeGroups, { grupos: [] })],
  [learningPaths, ok(learningPaths, { trilhas: [] })],
];

describe("login page: remembered accounts", () => {
  it("has no saved-accounts button when nothing is remembered", async () => {
    renderApp(webPaths.login.build());
    await screen.findByRole("button", { name: "Acessar" });
    expect(screen.queryByRole("button", { name: "Contas salvas" })).toBeNull();
  });

  it("remembers an account signed in with 'salvar', and not one signed in without", async () => {
    stubApi([[loginStandard, ok(loginStandard, answer())], ...signedInPages]);
    const { router } = renderApp(webPaths.login.build());
    fireEvent.change(await screen.findByLabelText("Usuário (RA)"), { target: { value: "1001" } });
    fireEvent.change(screen.getByLabelText("Senha"), { target: { value: "x" } });
    fireEvent.click(screen.getByRole("checkbox", { name: "Lembrar esta conta" }));
    fireEvent.click(screen.getByRole("button", { name: "Acessar" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(webPaths.signedIn.build()));
    expect(getRememberedSessions().map((entry) => entry.usuario)).toEqual(["1001"]);
  });

  it("lists the remembered accounts and continues as one to the /login/continue target", async () => {
    rememberBoth();
    const { requests } = stubApi([[loginToken, ok(loginToken, answer(lucas))], ...signedInPages]);
    const target = webPaths.classes.build();
    const { router } = renderApp(webPaths.loginContinue.build(target));
    const toggle = await screen.findByRole("button", { name: "Contas salvas" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    const list = document.getElementById(toggle.getAttribute("aria-controls") ?? "") as HTMLElement;
    expect(
      within(list)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Continuar como Ana Souza1001", "Continuar como Lucas Souza1002"]);
    fireEvent.click(within(list).getByRole("button", { name: /Lucas Souza/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
    expect(await requests[0]?.json()).toEqual({ token: "tok-lucas" });
    expect(getSession()).toMatchObject({ status: "signed-in", token: "tok-lucas" });
  });

  it("explains a refused token login and drops that account", async () => {
    rememberBoth();
    stubApi([[loginToken, failure(401)]]);
    const { router } = renderApp(webPaths.login.build());
    fireEvent.click(await screen.findByRole("button", { name: "Contas salvas" }));
    fireEvent.click(screen.getByRole("button", { name: /Ana Souza/ }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Esta sessão expirou. Por favor, faça login novamente!",
    );
    expect(router.state.location.pathname).toBe(webPaths.login.build());
    expect(getRememberedSessions().map((entry) => entry.id)).toEqual([2]);
    expect(screen.queryByRole("button", { name: /Ana Souza/ })).toBeNull();
  });

  it("keeps the account when the server cannot be reached", async () => {
    rememberBoth();
    stubApi([[loginToken, failure(503, "Serviço temporariamente indisponível.")]]);
    renderApp(webPaths.login.build());
    fireEvent.click(await screen.findByRole("button", { name: "Contas salvas" }));
    fireEvent.click(screen.getByRole("button", { name: /Ana Souza/ }));
    expect((await screen.findByRole("alert")).textContent).toBe("Serviço temporariamente indisponível.");
    expect(getRememberedSessions()).toHaveLength(2);
  });
});
