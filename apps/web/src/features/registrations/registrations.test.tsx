import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { School } from "@trilha/contracts/registrations.calls";
import * as registrationsCalls from "@trilha/contracts/registrations.calls";
import { webPaths } from "@trilha/contracts/web-paths";
import { describe, expect, it } from "vitest";
import { ok, stubApi } from "../../test/api-stub.ts";
import { cadastrosReplies, norte } from "../../test/cadastros.ts";
import { makeAdmin, makeUser } from "../../test/fixtures.ts";
import { renderApp } from "../../test/render-app.tsx";

const school: School = {
  id: 3,
  nome: "Colégio Trilha",
  codigo: "TRILHA",
  inep: "35000001",
  whatsapp: null,
  ativa: true,
  redes: [norte],
  codigo_entrada: "K7QM3XPA",
};
const page = { total: 1, pagina: 1, limite: 25 };
const sixA = {
  id: 9,
  nome: "6º A",
  tipo: "adm" as const,
  ano_letivo: new Date().getFullYear(),
  serie: "6º ano",
  turno: "morning" as const,
  ativa: true,
  escola_id: 3,
  alunos: 1,
  professores: 1,
  codigo_entrada: null,
};

function stub(user = makeAdmin(), extra: Parameters<typeof stubApi>[0] = []) {
  return stubApi([...cadastrosReplies(user, { school, sixA }), ...extra]);
}

describe("registrations in a platform's Cadastros and a network's Gestão", () => {
  it("lists the scope's schools for an administrator, with the networks tab, and makes a school", async () => {
    const { requests } = stub(makeAdmin(), [
      [
        registrationsCalls.registrationsReach,
        ok(registrationsCalls.registrationsReach, { administrador: true, redes: [norte] }),
      ],
      [
        registrationsCalls.schoolSave,
        ok(registrationsCalls.schoolSave, { status: "sucesso", mensagem: "Cadastro salvo.", escola: school }),
      ],
    ]);
    renderApp(webPaths.tenantAdministration.build("aurora"));
    const table = await screen.findByRole("table", { name: "Escolas cadastradas" });
    expect(within(table).getByRole("rowheader", { name: "Colégio Trilha" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Redes" })).toBeTruthy();
    expect(screen.queryByText(/ainda não estão disponíveis/)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Nova escola" }));
    const form = screen.getByRole("form", { name: "Nova escola" });
    fireEvent.change(within(form).getByLabelText("Nome"), { target: { value: "Escola Gama" } });
    fireEvent.change(within(form).getByLabelText("Código INEP"), { target: { value: "12345678" } });
    fireEvent.click(within(form).getByRole("checkbox", { name: "Rede Norte" }));
    fireEvent.click(within(form).getByRole("button", { name: "Salvar" }));
    expect(await screen.findByText("Cadastro salvo.")).toBeTruthy();
    const sent = await requests.find((request) => request.url.endsWith("/cadastros/escola/salvar"))?.json();
    expect(sent).toMatchObject({ nome: "Escola Gama", inep: "12345678", redes: [7] });
  });

  it("shows a network manager their network's schools on its Gestão, without the networks tab", async () => {
    const { requests } = stub(makeUser(), [
      [
        registrationsCalls.registrationsReach,
        ok(registrationsCalls.registrationsReach, { administrador: false, redes: [norte] }),
      ],
    ]);
    renderApp(webPaths.networkManagement.build("rede-norte"));
    expect(await screen.findByRole("table", { name: "Escolas cadastradas" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Redes" })).toBeNull();
    const listed = await requests.find((request) => request.url.endsWith("/cadastros/escolas"))?.json();
    expect(listed).toMatchObject({ rede_id: 7, pagina: 1 });
  });

  it("opens a school's classes on the latest year that has any, when the current year has none", async () => {
    const lastYear = new Date().getFullYear() - 3;
    const { requests } = stub(makeAdmin(), [
      [
        registrationsCalls.registrationsReach,
        ok(registrationsCalls.registrationsReach, { administrador: true, redes: [norte] }),
      ],
      [
        registrationsCalls.classList,
        ok(registrationsCalls.classList, {
          turmas: [{ ...sixA, ano_letivo: lastYear }],
          ...page,
          anos_com_turmas: [lastYear, lastYear - 1],
        }),
      ],
    ]);
    renderApp(webPaths.tenantAdministration.build("aurora"));
    const table = await screen.findByRole("table", { name: "Escolas cadastradas" });
    fireEvent.click(within(table).getByRole("button", { name: /^Turmas/ }));
    await waitFor(() =>
      expect((screen.getByRole("textbox", { name: "Ano letivo" }) as HTMLInputElement).value).toBe(
        String(lastYear),
      ),
    );
    const asked = await Promise.all(
      requests
        .filter((request) => request.url.endsWith("/cadastros/turmas"))
        .map((request) => request.json()),
    );
    expect(asked.at(-1)).toMatchObject({ ano: lastYear });
  });

  it("prints a class's password sheet: one row a student, shown once", async () => {
    stub(makeAdmin(), [
      [
        registrationsCalls.registrationsReach,
        ok(registrationsCalls.registrationsReach, { administrador: true, redes: [norte] }),
      ],
      [
        registrationsCalls.classPasswordSheet,
        ok(registrationsCalls.classPasswordSheet, {
          turma: "6º A",
          escola: "Colégio Trilha",
          ano_letivo: 2026,
          expira_em: "2026-12-01T12:00:00.000Z",
          alunos: [{ nome: "Ana Souza", usuario: "1001", senha: "Kx7mPq2RtY9wZa3B" }],
        }),
      ],
    ]);
    renderApp(webPaths.tenantAdministration.build("aurora"));
    const table = await screen.findByRole("table", { name: "Escolas cadastradas" });
    fireEvent.click(within(table).getByRole("button", { name: /^Turmas/ }));
    const classes = await screen.findByRole("table", { name: /Turmas de/ });
    fireEvent.click(within(classes).getByRole("button", { name: /Folha de senhas/ }));
    // The current passwords stop working: it asks first.
    const question = await screen.findByRole("alertdialog", { name: "Gerar a folha de senhas de 6º A?" });
    fireEvent.click(within(question).getByRole("button", { name: "Gerar folha de senhas" }));
    const sheet = await screen.findByRole("region", { name: "Senhas da turma 6º A" });
    expect(within(sheet).getByText("Kx7mPq2RtY9wZa3B")).toBeTruthy();
    expect(within(sheet).getByRole("button", { name: "Imprimir" })).toBeTruthy();
    fireEvent.click(within(sheet).getByRole("button", { name: "Voltar às turmas" }));
    await waitFor(() => expect(screen.queryByText("Kx7mPq2RtY9wZa3B")).toBeNull());
  });

  it("asks before resetting a password: 'Cancelar' sends nothing, the confirmation shows the new one once", async () => {
    const ana = {
      id: 21,
      nome: "Ana Souza",
      usuario: "1001",
      email: null,
      tipo: "student" as const,
      escola_id: 3,
      ativo: true,
      funcoes: { compartilhar: false, publicar: false },
      senha_temporaria: false,
    };
    const { requests } = stub(makeAdmin(), [
      [
        registrationsCalls.registrationsReach,
        ok(registrationsCalls.registrationsReach, { administrador: true, redes: [norte] }),
      ],
      [registrationsCalls.personList, ok(registrationsCalls.personList, { pessoas: [ana], ...page })],
      [
        registrationsCalls.personResetPassword,
        ok(registrationsCalls.personResetPassword, {
          status: "sucesso",
          mensagem: "Senha redefinida.",
          senha_temporaria: "Qw3rTy7uIo9pAs2D",
          expira_em: "2026-12-01T12:00:00.000Z",
        }),
      ],
    ]);
    renderApp(webPaths.tenantAdministration.build("aurora"));
    const schools = await screen.findByRole("table", { name: "Escolas cadastradas" });
    fireEvent.click(within(schools).getByRole("button", { name: /^Pessoas/ }));
    const people = await screen.findByRole("table", { name: /Pessoas de/ });
    const reset = within(people).getByRole("button", { name: /^Redefinir senha/ });
    fireEvent.click(reset);
    const question = await screen.findByRole("alertdialog", { name: "Redefinir a senha de Ana Souza?" });
    fireEvent.click(within(question).getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(requests.some((request) => request.url.endsWith("/pessoa/redefinir-senha"))).toBe(false);

    fireEvent.click(reset);
    const again = await screen.findByRole("alertdialog", { name: "Redefinir a senha de Ana Souza?" });
    fireEvent.click(within(again).getByRole("button", { name: "Redefinir senha" }));
    expect(await screen.findByText("Qw3rTy7uIo9pAs2D")).toBeTruthy();
    const sent = await requests.find((request) => request.url.endsWith("/pessoa/redefinir-senha"))?.json();
    expect(sent).toEqual({ pessoa_id: 21 });
  });
});
