import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { learningPaths } from "@trilha/contracts/learning-paths.calls";
import * as passwordCalls from "@trilha/contracts/password.calls";
import { termsCurrent } from "@trilha/contracts/terms.calls";
import { webPaths } from "@trilha/contracts/web-paths";
import { describe, expect, it } from "vitest";
import { failure, ok, type StubbedReply, stubApi } from "../../test/api-stub.ts";
import { makeUser } from "../../test/fixtures.ts";
import { renderApp } from "../../test/render-app.tsx";
import { signIn } from "../../test/session.ts";

const FORGOT_SENT =
  "Se o usuário existir e tiver um e-mail cadastrado, enviaremos um link para redefinir a senha. Verifique a sua caixa de entrada.";
const noPaths: [typeof learningPaths, StubbedReply] = [learningPaths, ok(learningPaths, { trilhas: [] })];
const accepted: [typeof termsCurrent, StubbedReply] = [
  termsCurrent,
  ok(termsCurrent, { versao: 1, titulo: "Termos de uso", texto: "x", aceito: true, aceito_em: "2026-01-01" }),
];

function fill(label: string, value: string, container: HTMLElement = document.body) {
  fireEvent.change(within(container).getByLabelText(label), { target: { value } });
}

/** Fills My account's change form with the current password and a new one, and sends it. */
function changePassword(section: HTMLElement, current: string) {
  fill("Senha atual", current, section);
  fill("Nova senha", "outra-senha-9", section);
  fill("Confirmar nova senha", "outra-senha-9", section);
  fireEvent.click(within(section).getByRole("button", { name: "Alterar senha" }));
}

/**
 * My account for someone signed in, with a password or none, the password call answering `reply`; resolves
 * with its password section once shown.
 */
async function openPasswordSection(
  reply: [typeof passwordCalls.passwordChange | typeof passwordCalls.passwordCreate, StubbedReply],
  user = makeUser(),
) {
  const hasPassword = reply[0] === passwordCalls.passwordChange;
  const { requests } = stubApi([
    signIn(user),
    noPaths,
    accepted,
    [passwordCalls.passwordStatus, ok(passwordCalls.passwordStatus, { tem_senha: hasPassword })],
    reply,
  ]);
  const { router } = renderApp(webPaths.account.build());
  const heading = await screen.findByRole("heading", {
    level: 2,
    name: hasPassword ? "Alterar senha" : "Criar senha",
  });
  return { requests, router, section: heading.closest("section") as HTMLElement };
}

describe("forgot password page", () => {
  it("sends the login without leading zeros and shows the neutral answer", async () => {
    const { requests } = stubApi([
      [
        passwordCalls.passwordForgot,
        ok(passwordCalls.passwordForgot, { status: "sucesso", mensagem: FORGOT_SENT }),
      ],
    ]);
    renderApp(webPaths.forgotPassword.build());
    expect(await screen.findByRole("heading", { level: 1, name: "Recuperar senha" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Enviar link" }));
    expect(screen.getByLabelText("Usuário (RA)").getAttribute("aria-invalid")).toBe("true");
    expect(requests).toHaveLength(0);
    fill("Usuário (RA)", " 0001001 ");
    fireEvent.click(screen.getByRole("button", { name: "Enviar link" }));
    expect((await screen.findByRole("status")).textContent).toContain(FORGOT_SENT);
    expect(await requests[0]?.json()).toEqual({ usuario: "1001" });
    expect(screen.getByRole("link", { name: "Voltar para o login" }).getAttribute("href")).toBe(
      webPaths.login.build(),
    );
  });

  it("shows the server's message when asking too often", async () => {
    stubApi([
      [passwordCalls.passwordForgot, failure(429, "Muitas tentativas. Aguarde um pouco e tente novamente.")],
    ]);
    renderApp(webPaths.forgotPassword.build());
    fill("Usuário (RA)", "1001", await screen.findByRole("main"));
    fireEvent.click(screen.getByRole("button", { name: "Enviar link" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Muitas tentativas. Aguarde um pouco e tente novamente.",
    );
  });
});

describe("reset password page", () => {
  it("checks the link, applies the rule with the account's name, saves and proceeds to sign-in", async () => {
    const { requests } = stubApi([
      [
        passwordCalls.passwordResetCheck,
        ok(passwordCalls.passwordResetCheck, { valido: true, nome: "Elisa Prado" }),
      ],
      [
        passwordCalls.passwordReset,
        ok(passwordCalls.passwordReset, {
          status: "sucesso",
          mensagem: "Senha atualizada com sucesso. Prosseguir para realizar o login.",
        }),
      ],
    ]);
    const { router } = renderApp(webPaths.resetPassword.build("tok-123"));
    expect(await screen.findByLabelText("Nova senha")).toBeTruthy();
    fill("Nova senha", "elisa-2026");
    fill("Confirmar nova senha", "elisa-2026");
    fireEvent.click(screen.getByRole("button", { name: "Salvar nova senha" }));
    expect(screen.getByText("Não é permitido esta senha.")).toBeTruthy();
    fill("Nova senha", "abc");
    expect(screen.getByText("A senha deve ter no mínimo 6 caracteres.")).toBeTruthy();
    fill("Nova senha", "outra-senha-9");
    fill("Confirmar nova senha", "outra-senha-9");
    fireEvent.click(screen.getByRole("button", { name: "Salvar nova senha" }));
    expect(
      await screen.findByText("Senha atualizada com sucesso. Prosseguir para realizar o login."),
    ).toBeTruthy();
    const reset = requests.find((request) => request.url.endsWith("/conta/pt-br/redefinir/senha"));
    expect(await reset?.json()).toEqual({
      token: "tok-123",
      senha: "outra-senha-9",
      confirmar: "outra-senha-9",
    });
    fireEvent.click(screen.getByRole("button", { name: "Prosseguir" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(webPaths.login.build()));
  });

  it("says so at once for a used, expired or unknown link, and offers a new one", async () => {
    const mensagem =
      "Este link de redefinição de senha é inválido, já foi usado ou expirou. Solicite um novo.";
    stubApi([
      [
        passwordCalls.passwordResetCheck,
        ok(passwordCalls.passwordResetCheck, { valido: false, nome: null, mensagem }),
      ],
    ]);
    renderApp(webPaths.resetPassword.build("velho"));
    expect((await screen.findByRole("alert")).textContent).toBe(mensagem);
    expect(screen.queryByLabelText("Nova senha")).toBeNull();
    expect(screen.getByRole("link", { name: "Solicitar um novo link" }).getAttribute("href")).toBe(
      webPaths.forgotPassword.build(),
    );
  });

  it("shows the server's refusal when the link dies meanwhile", async () => {
    stubApi([
      [passwordCalls.passwordResetCheck, ok(passwordCalls.passwordResetCheck, { valido: true, nome: null })],
      [
        passwordCalls.passwordReset,
        failure(
          400,
          "Este link de redefinição de senha é inválido, já foi usado ou expirou. Solicite um novo.",
        ),
      ],
    ]);
    renderApp(webPaths.resetPassword.build("tok"));
    await screen.findByLabelText("Nova senha");
    fill("Nova senha", "outra-senha-9");
    fill("Confirmar nova senha", "outra-senha-9");
    fireEvent.click(screen.getByRole("button", { name: "Salvar nova senha" }));
    expect((await screen.findByRole("alert")).textContent).toContain("já foi usado ou expirou");
  });
});

describe("My account password section", () => {
  it("changes the password with the current one and says the other sessions ended", async () => {
    const { requests, section } = await openPasswordSection(
      [
        passwordCalls.passwordChange,
        ok(passwordCalls.passwordChange, {
          status: "sucesso",
          mensagem: "Senha atualizada com sucesso. Guarde-a em um local seguro.",
        }),
      ],
      makeUser({ nome: "Ana Souza" }),
    );
    expect(section.textContent).toContain("as suas outras sessões abertas serão encerradas");
    fireEvent.click(within(section).getByRole("button", { name: "Alterar senha" }));
    expect(within(section).getByText("A senha atual é obrigatória.")).toBeTruthy();
    fill("Senha atual", "antiga-1", section);
    fill("Nova senha", "antiga-1", section);
    fill("Confirmar nova senha", "antiga-1", section);
    expect(within(section).getByText("A nova senha escolhida é a mesma da atual.")).toBeTruthy();
    fill("Nova senha", "outra-senha-9", section);
    fill("Confirmar nova senha", "outra-senha-9", section);
    fireEvent.click(within(section).getByRole("button", { name: "Alterar senha" }));
    const status = await within(section).findByText(
      "Senha atualizada com sucesso. Guarde-a em um local seguro.",
    );
    expect(status.closest("[role=status]")?.textContent).toContain(
      "as suas outras sessões abertas foram encerradas",
    );
    expect((within(section).getByLabelText("Senha atual") as HTMLInputElement).value).toBe("");
    const call = requests.find((request) => request.url.endsWith("/conta/pt-br/logado/alterar/senha"));
    expect(await call?.json()).toEqual({
      senha_atual: "antiga-1",
      senha: "outra-senha-9",
      confirmar: "outra-senha-9",
    });
  });

  it("shows a wrong current password in an alert with 'Entendi'", async () => {
    const { section } = await openPasswordSection([
      passwordCalls.passwordChange,
      failure(400, "A senha atual está incorreta."),
    ]);
    changePassword(section, "errada-1");
    const alert = await screen.findByRole("alertdialog", { name: "Não foi possível salvar a senha" });
    expect(alert.textContent).toContain("A senha atual está incorreta.");
    fireEvent.click(within(alert).getByRole("button", { name: "Entendi" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });

  it("offers to create a password when the account has none", async () => {
    const { requests, section } = await openPasswordSection([
      passwordCalls.passwordCreate,
      ok(passwordCalls.passwordCreate, {
        status: "sucesso",
        mensagem: "Senha criada com sucesso. Guarde-a em um local seguro.",
      }),
    ]);
    expect(within(section).queryByLabelText("Senha atual")).toBeNull();
    fill("Nova senha", "outra-senha-9", section);
    fill("Confirmar nova senha", "outra-senha-9", section);
    fireEvent.click(within(section).getByRole("button", { name: "Criar senha" }));
    expect(
      await within(section).findByText("Senha criada com sucesso. Guarde-a em um local seguro."),
    ).toBeTruthy();
    const call = requests.find((request) => request.url.endsWith("/conta/pt-br/logado/gerar/senha"));
    expect(await call?.json()).toEqual({ senha: "outra-senha-9", confirmar: "outra-senha-9" });
  });

  it("sends a 403 to sign-in", async () => {
    const { router, section } = await openPasswordSection([
      passwordCalls.passwordChange,
      failure(403, "Você não tem permissão para acessar este recurso."),
    ]);
    changePassword(section, "antiga-1");
    await waitFor(() => expect(router.state.location.pathname).toBe(webPaths.login.build()));
  });
});
