import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { CallResponse } from "@trilha/contracts/call";
import { learningPaths } from "@trilha/contracts/learning-paths.calls";
import { loginToken } from "@trilha/contracts/login.calls";
import { passwordCreate } from "@trilha/contracts/password.calls";
import type { LoginResponse } from "@trilha/contracts/sign-in-response";
import { termsAccept, termsCurrent } from "@trilha/contracts/terms.calls";
import { webPaths } from "@trilha/contracts/web-paths";
import { describe, expect, it } from "vitest";
import { getSession, type SignedInUser, setSession } from "../../lib/session-store.ts";
import { failure, ok, type StubbedReply, stubApi } from "../../test/api-stub.ts";
import { makeUser } from "../../test/fixtures.ts";
import { renderApp } from "../../test/render-app.tsx";

const noPaths: [typeof learningPaths, StubbedReply] = [learningPaths, ok(learningPaths, { trilhas: [] })];
const TERMS: CallResponse<typeof termsCurrent> = {
  versao: 1,
  titulo: "Termos de uso",
  texto: "Primeiro parágrafo.\n\nSegundo parágrafo.",
  aceito: false,
  aceito_em: null,
};
const accepted: [typeof termsCurrent, StubbedReply] = [
  termsCurrent,
  ok(termsCurrent, { ...TERMS, aceito: true, aceito_em: "2026-11-25T10:00:00.000Z" }),
];

const forced = () =>
  makeUser({
    nome: "Nina Costa",
    funcoes: { compartilhar: false, publicar: false, forca_senha: true, "administrador-plataforma": false },
  });

/** The session a previous page load stored; loginToken answers with `current()` each time it is asked. */
function storedSession(
  user: SignedInUser,
  current: () => SignedInUser = () => user,
): [typeof loginToken, StubbedReply | (() => StubbedReply)] {
  setSession(user);
  return [
    loginToken,
    () => ({
      status: 200,
      body: { usuario: current(), conta_vinculada: false, conta_nova: false } satisfies LoginResponse,
    }),
  ];
}

async function typePassword(dialog: HTMLElement, password: string, confirmation = password) {
  fireEvent.change(within(dialog).getByLabelText("Nova senha"), { target: { value: password } });
  fireEvent.change(within(dialog).getByLabelText("Confirmar nova senha"), {
    target: { value: confirmation },
  });
  fireEvent.click(within(dialog).getByRole("button", { name: "Atualizar senha" }));
}

describe("forced password change", () => {
  it("shows 'Atualizar senha' that cannot be dismissed, checks the rule, then refreshes the user", async () => {
    const user = forced();
    let changed = false;
    const { requests } = stubApi([
      storedSession(user, () =>
        changed ? { ...user, funcoes: { ...user.funcoes, forca_senha: false } } : user,
      ),
      noPaths,
      accepted,
      [
        passwordCreate,
        () => {
          changed = true;
          return ok(passwordCreate, {
            status: "sucesso",
            mensagem: "Senha atualizada com sucesso. Prosseguir para utilizar a plataforma.",
          });
        },
      ],
    ]);
    renderApp(webPaths.signedIn.build());
    const dialog = await screen.findByRole("dialog", { name: "Atualizar senha" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(within(dialog).queryByRole("button", { name: /fechar/i })).toBeNull();
    // The page behind is unreachable while the modal is open.
    expect(document.getElementById("conteudo")?.closest("[inert]")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText("Nova senha")));
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.getByRole("dialog", { name: "Atualizar senha" })).toBeTruthy();

    await typePassword(dialog, "nina2026");
    expect(within(dialog).getByText("Não é permitido esta senha.")).toBeTruthy();
    expect(within(dialog).getByLabelText("Nova senha").getAttribute("aria-invalid")).toBe("true");
    await typePassword(dialog, "outra-senha-9", "outra-senha-8");
    expect(within(dialog).getByText("As novas senhas não são iguais.")).toBeTruthy();
    expect(requests.some((request) => request.url.includes("gerar/senha"))).toBe(false);

    await typePassword(dialog, "outra-senha-9");
    expect(
      await within(dialog).findByText("Senha atualizada com sucesso. Prosseguir para utilizar a plataforma."),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Prosseguir" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const session = getSession();
    expect(session.status === "signed-in" && session.user.funcoes.forca_senha).toBe(false);
    // The page is reachable again (the header's folded links stay inert on a phone-sized screen).
    expect(document.getElementById("conteudo")?.closest("[inert]")).toBeNull();
    const call = requests.find((request) => request.url.endsWith("/conta/pt-br/logado/gerar/senha"));
    expect(await call?.json()).toEqual({ senha: "outra-senha-9", confirmar: "outra-senha-9" });
  });

  it("goes to the home page when the refresh fails", async () => {
    const user = forced();
    let changed = false;
    stubApi([
      [
        loginToken,
        () =>
          changed
            ? failure(500)
            : { status: 200, body: { usuario: user, conta_vinculada: false, conta_nova: false } },
      ],
      noPaths,
      accepted,
      [
        passwordCreate,
        () => {
          changed = true;
          return ok(passwordCreate, { status: "sucesso" });
        },
      ],
    ]);
    setSession(user);
    const { router } = renderApp(webPaths.signedIn.build());
    const dialog = await screen.findByRole("dialog", { name: "Atualizar senha" });
    await typePassword(dialog, "outra-senha-9");
    fireEvent.click(await within(dialog).findByRole("button", { name: "Prosseguir" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(webPaths.home.build()));
  });

  it("sends a 401 to sign-in and shows other failures with 'Entendi'", async () => {
    const user = forced();
    let answer: StubbedReply = failure(400, "A nova senha escolhida é a mesma da atual.");
    stubApi([storedSession(user), noPaths, accepted, [passwordCreate, () => answer]]);
    const { router } = renderApp(webPaths.signedIn.build());
    const dialog = await screen.findByRole("dialog", { name: "Atualizar senha" });
    await typePassword(dialog, "outra-senha-9");
    const alert = await screen.findByRole("alertdialog");
    expect(alert.textContent).toContain("A nova senha escolhida é a mesma da atual.");
    fireEvent.click(within(alert).getByRole("button", { name: "Entendi" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());

    answer = failure(500);
    await typePassword(dialog, "outra-senha-9");
    expect((await screen.findByRole("alertdialog")).textContent).toContain(
      "Não foi possível processar a solicitação. Tente novamente mais tarde.",
    );
    fireEvent.click(screen.getByRole("button", { name: "Entendi" }));

    answer = failure(401, "Sua sessão não é válida. Faça login novamente.");
    await typePassword(dialog, "outra-senha-9");
    await waitFor(() => expect(router.state.location.pathname).toBe(webPaths.login.build()));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("is not shown outside the signed-in pages", async () => {
    stubApi([storedSession(forced()), accepted]);
    renderApp(webPaths.privacy.build());
    expect(await screen.findByRole("heading", { level: 1, name: "Política de privacidade" })).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("terms of use", () => {
  it("shows the terms until 'Aceitar', then the forced change, one at a time", async () => {
    let termsAccepted = false;
    const { requests } = stubApi([
      storedSession(forced()),
      noPaths,
      [termsCurrent, () => ok(termsCurrent, { ...TERMS, aceito: termsAccepted })],
      [
        termsAccept,
        () => {
          termsAccepted = true;
          return ok(termsAccept, { status: "sucesso" });
        },
      ],
    ]);
    renderApp(webPaths.signedIn.build());
    const dialog = await screen.findByRole("dialog", { name: "Termos de uso" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(within(dialog).getByText("Segundo parágrafo.")).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "Atualizar senha" })).toBeNull();
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.getByRole("dialog", { name: "Termos de uso" })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole("button", { name: "Aceitar" }));
    expect(await screen.findByRole("dialog", { name: "Atualizar senha" })).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "Termos de uso" })).toBeNull();
    const call = requests.find((request) => request.url.endsWith("/conta/pt-br/logado/termos/aceitar"));
    expect(await call?.json()).toEqual({ versao: 1 });
  });

  it("says why when accepting fails, and stays", async () => {
    stubApi([
      storedSession(makeUser()),
      noPaths,
      [termsCurrent, ok(termsCurrent, TERMS)],
      [termsAccept, failure(409, "Os termos de uso foram atualizados. Leia a nova versão e aceite-a.")],
    ]);
    renderApp(webPaths.signedIn.build());
    const dialog = await screen.findByRole("dialog", { name: "Termos de uso" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Aceitar" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "Os termos de uso foram atualizados. Leia a nova versão e aceite-a.",
    );
    expect(screen.getByRole("dialog", { name: "Termos de uso" })).toBeTruthy();
  });

  it("shows nothing to a user who accepted, or when the terms cannot be loaded", async () => {
    // The announcements are asked for only once the terms are settled and neither they nor a password change
    // is due: a sign that the check below comes after that decision, however slow the machine.
    const settled = (requests: Request[]) =>
      waitFor(() => expect(requests.some((request) => request.url.endsWith("/logado/anuncios"))).toBe(true));
    const first = stubApi([storedSession(makeUser()), noPaths, accepted]);
    const view = renderApp(webPaths.signedIn.build());
    expect(await screen.findByRole("heading", { level: 1, name: "Pedagógico" })).toBeTruthy();
    await settled(first.requests);
    expect(screen.queryByRole("dialog")).toBeNull();
    view.unmount();

    const second = stubApi([storedSession(makeUser()), noPaths, [termsCurrent, failure(500)]]);
    renderApp(webPaths.signedIn.build());
    expect(await screen.findByRole("heading", { level: 1, name: "Pedagógico" })).toBeTruthy();
    await settled(second.requests);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
