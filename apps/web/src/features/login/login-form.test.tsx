import { fireEvent, screen, waitFor } from "@testing-library/react";
import { loginStandard } from "@trilha/contracts/login.calls";
import { webPaths } from "@trilha/contracts/web-paths";
import { describe, expect, it } from "vitest";
import { getSession } from "../../lib/session-store.ts";
import { failure, ok, stubApi } from "../../test/api-stub.ts";
import { makeUser } from "../../test/fixtures.ts";
import { renderApp } from "../../test/render-app.tsx";
import { fill, renderForm, submit } from "./login-form-driver.tsx";

const loginResponse = (user = makeUser()) =>
  ok(loginStandard, { usuario: user, conta_vinculada: false, conta_nova: false });

describe("LoginForm", () => {
  it("has the labelled fields, the forgot-password link and the Acessar button", () => {
    renderForm();
    expect(screen.getByLabelText("Usuário (RA)").getAttribute("autocomplete")).toBe("username");
    expect(screen.getByLabelText("Senha").getAttribute("type")).toBe("password");
    expect(screen.getByRole("link", { name: "Esqueci minha senha" }).getAttribute("href")).toBe(
      webPaths.forgotPassword.build(),
    );
    expect(screen.getByRole("button", { name: "Acessar" })).toBeTruthy();
  });

  it("requires both fields, with a visible message tied to each, and calls nothing", () => {
    const { fetchMock } = stubApi([]);
    renderForm();
    submit();
    const login = screen.getByLabelText("Usuário (RA)");
    const password = screen.getByLabelText("Senha");
    expect(login.getAttribute("aria-invalid")).toBe("true");
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(login.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Este campo é obrigatório.",
    );
    expect(screen.getAllByText("Este campo é obrigatório.")).toHaveLength(2);
    expect(document.activeElement).toBe(login);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("requires the password when only the user is filled", () => {
    stubApi([]);
    renderForm();
    fill("123", "");
    submit();
    expect(screen.getAllByText("Este campo é obrigatório.")).toHaveLength(1);
    expect(screen.getByLabelText("Senha").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(screen.getByLabelText("Senha"));
  });

  it("treats a blank user as missing", () => {
    stubApi([]);
    renderForm();
    fill("   ", "segredo");
    submit();
    expect(screen.getByLabelText("Usuário (RA)").getAttribute("aria-invalid")).toBe("true");
  });

  it("signs in with leading zeros stripped and hands the server's answer to the page", async () => {
    const user = makeUser({ token: "novo-token" });
    const { requests } = stubApi([[loginStandard, loginResponse(user)]]);
    const { onLoggedIn } = renderForm();
    fill("00123", "segredo");
    submit();
    await waitFor(() =>
      expect(onLoggedIn).toHaveBeenCalledWith(loginResponse(user).body, { remember: false }),
    );
    expect(await requests[0]?.json()).toEqual({ usuario: "123", senha: "segredo", salvar: false });
  });

  it("sends 'salvar' and hands the choice to the page when 'Lembrar esta conta' is checked", async () => {
    const user = makeUser();
    const { requests } = stubApi([[loginStandard, loginResponse(user)]]);
    const { onLoggedIn } = renderForm();
    fill("123", "segredo");
    const remember = screen.getByRole("checkbox", { name: "Lembrar esta conta" });
    expect((remember as HTMLInputElement).checked).toBe(false);
    fireEvent.click(remember);
    submit();
    await waitFor(() =>
      expect(onLoggedIn).toHaveBeenCalledWith(loginResponse(user).body, { remember: true }),
    );
    expect(await requests[0]?.json()).toEqual({ usuario: "123", senha: "segredo", salvar: true });
  });

  it("shows the server's message in an alert when sign-in fails", async () => {
    stubApi([[loginStandard, failure(401, "Usuário ou senha incorretos.")]]);
    const { onLoggedIn } = renderForm();
    fill("123", "errada");
    submit();
    expect((await screen.findByRole("alert")).textContent).toBe("Usuário ou senha incorretos.");
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(getSession().status).toBe("signed-out");
  });

  it("shows the generic message when the failure has none", async () => {
    stubApi([[loginStandard, failure(500)]]);
    renderForm();
    fill("123", "x");
    submit();
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Não foi possível processar a solicitação. Tente novamente mais tarde.",
    );
  });
});

/** Signs in on the sign-in page at `path`, as the server accepts. */
async function signInAt(path: string) {
  const { requests } = stubApi([[loginStandard, loginResponse()]]);
  const { router } = renderApp(path);
  await screen.findByLabelText("Usuário (RA)");
  fill("123", "x");
  submit();
  return { router, requests };
}

describe("sign-in page", () => {
  it("goes to /logado after signing in, without checking the brand-new session again", async () => {
    const { router, requests } = await signInAt(webPaths.login.build());
    expect(await screen.findByRole("heading", { level: 1, name: "Pedagógico" })).toBeTruthy();
    expect(router.state.location.pathname).toBe(webPaths.signedIn.build());
    expect(requests.some((request) => request.url.endsWith("/logar/token"))).toBe(false);
  });

  it("continues to the encoded target after signing in", async () => {
    const { router } = await signInAt(webPaths.loginContinue.build("/logado/conta?x=1"));
    expect(await screen.findByRole("heading", { level: 1, name: "Minha conta" })).toBeTruthy();
    expect(router.state.location.pathname).toBe(webPaths.account.build());
    expect(router.state.location.search).toBe("?x=1");
  });

  it("never follows a target to another site", async () => {
    const { router } = await signInAt(webPaths.loginContinue.build("//evil.example/x"));
    expect(await screen.findByRole("heading", { level: 1, name: "Pedagógico" })).toBeTruthy();
    expect(router.state.location.pathname).toBe(webPaths.signedIn.build());
  });
});
