import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { learningPaths } from "@trilha/contracts/learning-paths.calls";
import {
  localOidcToken,
  loginApple,
  loginGoogle,
  socialConfirm,
  socialNonce,
} from "@trilha/contracts/social-login.calls";
import { webPaths } from "@trilha/contracts/web-paths";
import { describe, expect, it } from "vitest";
import { getSession } from "../../lib/session-store.ts";
import { failure, ok, stubApi } from "../../test/api-stub.ts";
import { makeTenant, makeUser } from "../../test/fixtures.ts";
import { renderApp } from "../../test/render-app.tsx";

const ids = { google_login_id: "g", microsoft_login_id: "m", apple_login_id: "a" };

describe("social sign-in", () => {
  it("shows Microsoft, Google and Apple after 'OU' on the principal tenant, none elsewhere", async () => {
    stubApi([]);
    const view = renderApp(webPaths.login.build(), { tenant: makeTenant({ configuracoes: ids }) });
    await screen.findByRole("button", { name: "Acessar" }, { timeout: 5000 });
    // The buttons are downloaded after the form, only where the tenant offers them.
    expect(await screen.findByText("OU")).toBeTruthy();
    const buttons = screen.getAllByRole("button", { name: /^Entrar com/ });
    expect(buttons.map((button) => button.textContent)).toEqual([
      "Entrar com Microsoft",
      "Entrar com Google",
      "Entrar com Apple",
    ]);
    // Each with its provider's own mark (a drawing, not a letter), hidden from screen readers.
    for (const button of buttons) {
      expect(button.querySelector("svg.social-login__mark")?.getAttribute("aria-hidden")).toBe("true");
    }
    view.unmount();

    renderApp(webPaths.login.build(), { tenant: makeTenant({ principal: false, configuracoes: ids }) });
    await screen.findByRole("button", { name: "Acessar" });
    expect(screen.queryByRole("button", { name: /^Entrar com/ })).toBeNull();
    expect(screen.queryByText("OU")).toBeNull();
  });

  it("shows only the providers the tenant configured", async () => {
    stubApi([]);
    renderApp(webPaths.login.build(), { tenant: makeTenant({ configuracoes: { google_login_id: "g" } }) });
    await screen.findByRole("button", { name: "Entrar com Google" });
    expect(screen.getAllByRole("button", { name: /^Entrar com/ })).toHaveLength(1);
  });

  it("goes through the local provider, confirms a new account with 'Prosseguir', then signs in", async () => {
    const user = makeUser({ nome: "Nova Pessoa", usuario: "nova.pessoa", token: "token-nova" });
    const confirmacao = { desafio: "d-1", acao: "criar", usuario: "nova.pessoa", senha: false } as const;
    const { requests } = stubApi([
      [socialNonce, ok(socialNonce, { nonce: "n-1", provedor_local: true })],
      [localOidcToken, ok(localOidcToken, { id_token: "id-token" })],
      [loginGoogle, ok(loginGoogle, { confirmacao })],
      [socialConfirm, ok(socialConfirm, { usuario: user, conta_nova: true, conta_vinculada: false })],
      [learningPaths, ok(learningPaths, { trilhas: [] })],
    ]);
    const { router } = renderApp(webPaths.login.build(), { tenant: makeTenant({ configuracoes: ids }) });
    fireEvent.click(await screen.findByRole("button", { name: "Entrar com Google" }));
    const provider = await screen.findByRole("dialog", { name: "Entrar com Google" });
    expect(within(provider).getByText("Provedor de teste local")).toBeTruthy();
    fireEvent.click(within(provider).getByRole("button", { name: "Continuar" }));

    const confirmation = await screen.findByRole("alertdialog", { name: "Criar conta" });
    expect(confirmation.textContent).toContain("nova.pessoa");
    expect(within(confirmation).queryByLabelText("Senha")).toBeNull();
    expect(getSession().status).toBe("signed-out");
    const mint = requests.find((request) => request.url.endsWith("/oidc/token"));
    expect(await mint?.json()).toMatchObject({ provedor: "google", nonce: "n-1" });
    const login = requests.find((request) => request.url.endsWith("/logar/google"));
    expect(await login?.json()).toEqual({ id_token_google: "id-token" });
    expect(requests.some((request) => request.url.endsWith("/logar/social/confirmar"))).toBe(false);

    fireEvent.click(within(confirmation).getByRole("button", { name: "Prosseguir" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(webPaths.signedIn.build()));
    expect(getSession().status).toBe("signed-in");
    const confirmed = requests.find((request) => request.url.endsWith("/logar/social/confirmar"));
    expect(await confirmed?.json()).toEqual({ desafio: "d-1" });
  });

  it("asks for the account's password when the server does, and shows the server's refusal", async () => {
    const user = makeUser({ nome: "Paulo Mendes", usuario: "professor", token: "token-paulo" });
    const confirmacao = { desafio: "d-2", acao: "vincular", usuario: "professor", senha: true } as const;
    let tries = 0;
    const { requests } = stubApi([
      [socialNonce, ok(socialNonce, { nonce: "n-3", provedor_local: true })],
      [localOidcToken, ok(localOidcToken, { id_token: "id-token" })],
      [loginGoogle, ok(loginGoogle, { confirmacao })],
      [
        socialConfirm,
        () =>
          ++tries === 1
            ? failure(401, "Senha incorreta.")
            : ok(socialConfirm, { usuario: user, conta_nova: false, conta_vinculada: true }),
      ],
      [learningPaths, ok(learningPaths, { trilhas: [] })],
    ]);
    const { router } = renderApp(webPaths.login.build(), { tenant: makeTenant({ configuracoes: ids }) });
    fireEvent.click(await screen.findByRole("button", { name: "Entrar com Google" }));
    const provider = await screen.findByRole("dialog", { name: "Entrar com Google" });
    fireEvent.click(within(provider).getByRole("button", { name: "Continuar" }));

    const confirmation = await screen.findByRole("alertdialog", { name: "Vincular conta" });
    expect(confirmation.textContent).toContain("professor");
    fireEvent.click(within(confirmation).getByRole("button", { name: "Prosseguir" }));
    expect(await within(confirmation).findByText("Este campo é obrigatório.")).toBeTruthy();
    expect(requests.some((request) => request.url.endsWith("/logar/social/confirmar"))).toBe(false);

    fireEvent.change(within(confirmation).getByLabelText("Senha"), { target: { value: "errada" } });
    fireEvent.click(within(confirmation).getByRole("button", { name: "Prosseguir" }));
    expect(await within(confirmation).findByText("Senha incorreta.")).toBeTruthy();
    expect(getSession().status).toBe("signed-out");

    fireEvent.change(within(confirmation).getByLabelText("Senha"), { target: { value: "aprender2026" } });
    fireEvent.click(within(confirmation).getByRole("button", { name: "Prosseguir" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(webPaths.signedIn.build()));
    const confirmed = requests.filter((request) => request.url.endsWith("/logar/social/confirmar"));
    expect(await confirmed[1]?.json()).toEqual({ desafio: "d-2", senha: "aprender2026" });
  });

  it("sends Apple the name beside the token, and signs a known identity straight in", async () => {
    const user = makeUser();
    const { requests } = stubApi([
      [socialNonce, ok(socialNonce, { nonce: "n-2", provedor_local: true })],
      [localOidcToken, ok(localOidcToken, { id_token: "apple-token" })],
      [loginApple, ok(loginApple, { usuario: user, conta_nova: false, conta_vinculada: false })],
      [learningPaths, ok(learningPaths, { trilhas: [] })],
    ]);
    const { router } = renderApp(webPaths.login.build(), { tenant: makeTenant({ configuracoes: ids }) });
    fireEvent.click(await screen.findByRole("button", { name: "Entrar com Apple" }));
    const provider = await screen.findByRole("dialog", { name: "Entrar com Apple" });
    fireEvent.change(within(provider).getByLabelText("Nome"), { target: { value: "Maria da Silva" } });
    fireEvent.click(within(provider).getByRole("button", { name: "Continuar" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(webPaths.signedIn.build()));
    const login = requests.find((request) => request.url.endsWith("/logar/apple"));
    expect(await login?.json()).toEqual({
      id_token: "apple-token",
      firstName: "Maria",
      lastName: "da Silva",
    });
  });
});
