import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { myContents } from "@trilha/contracts/assignments.calls";
import { learningPaths } from "@trilha/contracts/learning-paths.calls";
import type { ClassGroupRow, School } from "@trilha/contracts/registrations.calls";
import * as registrationsCalls from "@trilha/contracts/registrations.calls";
import { webPaths } from "@trilha/contracts/web-paths";
import { describe, expect, it } from "vitest";
import { getSession } from "../../lib/session-store.ts";
import { failure, ok, type StubbedReply, stubApi } from "../../test/api-stub.ts";
import { cadastrosReplies, norte } from "../../test/cadastros.ts";
import { makeAdmin, makeUser } from "../../test/fixtures.ts";
import { TIME_ZONE } from "../../test/learning-fixtures.ts";
import { renderApp } from "../../test/render-app.tsx";
import { signIn } from "../../test/session.ts";

const noPaths: [typeof learningPaths, StubbedReply] = [learningPaths, ok(learningPaths, { trilhas: [] })];

describe("joining a school or a class by its code", () => {
  it("an account that waits for a school is asked for the code instead of its contents, and joins", async () => {
    const waiting = makeUser({ nome: "Helena Prado", aguardando_escola: true, cliente: null });
    const joined = makeUser({ ...waiting, aguardando_escola: false, cliente: { id: 3, whatsapp: null } });
    let tries = 0;
    const { requests } = stubApi([
      signIn(waiting),
      noPaths,
      [
        registrationsCalls.joinByCode,
        () =>
          ++tries === 1
            ? {
                status: 404,
                body: {
                  status: "erro",
                  mensagem:
                    "Código incorreto. Confira o código com sua escola ou seu professor e tente novamente.",
                  campo: "codigo_entrada",
                },
              }
            : ok(registrationsCalls.joinByCode, {
                status: "sucesso",
                mensagem: "Pronto! Você entrou na turma.",
                usuario: joined,
              }),
      ],
      [
        myContents,
        ok(myContents, { conteudos: [], pagina: 1, limite: 20, total: 0, fuso_horario: TIME_ZONE }),
      ],
    ]);
    renderApp(webPaths.signedIn.build());
    const form = await screen.findByRole("form", { name: "Entre na sua escola" });
    expect(screen.getByRole("heading", { level: 1, name: "Pedagógico" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Conteúdos" })).toBeNull();
    // No learning pages yet: neither its contents nor the classes' entry.
    expect(screen.queryByRole("link", { name: "Turmas" })).toBeNull();
    expect(screen.getByRole("link", { name: "Minha conta" })).toBeTruthy();
    expect(requests.some((request) => request.url.includes("/conteudos/aluno"))).toBe(false);

    const code = within(form).getByLabelText("Código da escola ou da turma") as HTMLInputElement;
    expect(code.getAttribute("aria-describedby")).toBeTruthy();
    fireEvent.change(code, { target: { value: "abcd-efgh" } });
    fireEvent.click(within(form).getByRole("button", { name: "Entrar" }));
    expect((await within(form).findByRole("alert")).textContent).toBe(
      "Código incorreto. Confira o código com sua escola ou seu professor e tente novamente.",
    );
    expect(code.value).toBe("abcd-efgh");
    expect(getSession()).toMatchObject({ user: { aguardando_escola: true } });

    fireEvent.change(code, { target: { value: "K7QM-3XPA" } });
    fireEvent.click(within(form).getByRole("button", { name: "Entrar" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Conteúdos" })).toBeTruthy();
    expect(getSession()).toMatchObject({
      status: "signed-in",
      token: waiting.token,
      user: { aguardando_escola: false, cliente: { id: 3 } },
    });
    expect(screen.getByRole("link", { name: "Turmas" })).toBeTruthy();
    const sent = requests.filter((request) => request.url.endsWith("/logado/codigo-entrada"));
    expect(await sent[1]?.json()).toEqual({ codigo_entrada: "K7QM-3XPA" });
  });

  it("shows the schools' and classes' codes in Cadastros, makes one, and replaces one only after asking", async () => {
    const school: School = {
      id: 3,
      nome: "Colégio Trilha",
      codigo: "TRILHA",
      inep: null,
      whatsapp: null,
      ativa: true,
      redes: [norte],
      codigo_entrada: "K7QM3XPA",
    };
    const sixA: ClassGroupRow = {
      id: 9,
      nome: "6º A",
      tipo: "adm",
      ano_letivo: new Date().getFullYear(),
      serie: null,
      turno: null,
      ativa: true,
      escola_id: 3,
      alunos: 0,
      professores: 0,
      codigo_entrada: null,
    };
    const renewed = {
      status: "sucesso" as const,
      mensagem: "Novo código gerado. O código anterior não funciona mais.",
    };
    const { requests } = stubApi([
      ...cadastrosReplies(makeAdmin(), { school, sixA }),
      [
        registrationsCalls.registrationsReach,
        ok(registrationsCalls.registrationsReach, { administrador: true, redes: [norte] }),
      ],
      [
        registrationsCalls.schoolJoinCodeRenew,
        ok(registrationsCalls.schoolJoinCodeRenew, { ...renewed, codigo_entrada: "P2WX9HJD" }),
      ],
      [
        registrationsCalls.classJoinCodeRenew,
        ok(registrationsCalls.classJoinCodeRenew, { ...renewed, codigo_entrada: "M4NB7TRE" }),
      ],
    ]);
    renderApp(webPaths.tenantAdministration.build("aurora"));
    const schools = await screen.findByRole("table", { name: "Escolas cadastradas" });
    expect(within(schools).getByRole("columnheader", { name: "Código de entrada" })).toBeTruthy();
    expect(within(schools).getByText("K7QM-3XPA")).toBeTruthy();

    fireEvent.click(within(schools).getByRole("button", { name: /^Gerar novo código\s*Colégio Trilha$/ }));
    const dialog = await screen.findByRole("alertdialog", { name: "Gerar novo código?" });
    expect(dialog.textContent).toContain(
      "O código atual de Colégio Trilha, K7QM-3XPA, deixará de funcionar.",
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(requests.some((request) => request.url.endsWith("/escola/codigo-entrada"))).toBe(false);

    fireEvent.click(within(schools).getByRole("button", { name: /^Gerar novo código\s*Colégio Trilha$/ }));
    const again = await screen.findByRole("alertdialog", { name: "Gerar novo código?" });
    fireEvent.click(within(again).getByRole("button", { name: "Gerar novo código" }));
    expect(await screen.findByText("Novo código gerado. O código anterior não funciona mais.")).toBeTruthy();
    const sent = await requests.find((request) => request.url.endsWith("/escola/codigo-entrada"))?.json();
    expect(sent).toEqual({ escola_id: 3 });

    // A class without a code gets its first one at once: nothing given out stops working.
    fireEvent.click(within(schools).getByRole("button", { name: /^Turmas/ }));
    const classes = await screen.findByRole("table", { name: /Turmas de/ });
    expect(within(classes).getByText("Nenhum")).toBeTruthy();
    fireEvent.click(within(classes).getByRole("button", { name: /^Gerar código\s*6º A$/ }));
    await waitFor(() =>
      expect(requests.some((request) => request.url.endsWith("/turma/codigo-entrada"))).toBe(true),
    );
    expect(screen.queryByRole("alertdialog")).toBeNull();
    const classSent = await requests.find((request) => request.url.endsWith("/turma/codigo-entrada"))?.json();
    expect(classSent).toEqual({ turma_id: 9 });
  });

  it("says what the server refused, the limit on wrong codes included", async () => {
    const { requests } = stubApi([
      signIn(makeUser({ aguardando_escola: true })),
      noPaths,
      [
        registrationsCalls.joinByCode,
        failure(429, "Muitas tentativas. Aguarde cerca de 15 minutos e tente novamente."),
      ],
    ]);
    renderApp(webPaths.signedIn.build());
    const form = await screen.findByRole("form", { name: "Entre na sua escola" });
    fireEvent.change(within(form).getByLabelText("Código da escola ou da turma"), {
      target: { value: "K7QM3XPA" },
    });
    fireEvent.click(within(form).getByRole("button", { name: "Entrar" }));
    expect((await within(form).findByRole("alert")).textContent).toBe(
      "Muitas tentativas. Aguarde cerca de 15 minutos e tente novamente.",
    );
    expect(requests.filter((request) => request.url.endsWith("/logado/codigo-entrada"))).toHaveLength(1);
  });
});
