import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import * as issueReportsCalls from "@trilha/contracts/issue-reports.calls";
import { webPaths } from "@trilha/contracts/web-paths";
import { describe, expect, it } from "vitest";
import { failure, ok, stubApi } from "../../test/api-stub.ts";
import { makeAdmin, makeIssueReport } from "../../test/fixtures.ts";
import { renderApp } from "../../test/render-app.tsx";
import { signIn } from "../../test/session.ts";

const REPORT = makeIssueReport({
  id: 5,
  categoria: { id: 2, titulo: "Erro de interface." },
  avisar_resolucao: true,
  notas: 1,
});

function stubInbox(updateStatus = 200) {
  return stubApi([
    signIn(makeAdmin({ token: "tok-admin" })),
    [
      issueReportsCalls.issueReportList,
      ok(issueReportsCalls.issueReportList, {
        relatos: [REPORT],
        pagina: 1,
        limite: 20,
        total: 1,
        rotas: ["/logado", "/logado/turmas"],
      }),
    ],
    [
      issueReportsCalls.issueCategories,
      ok(issueReportsCalls.issueCategories, {
        categorias: [
          { id: 2, titulo: "Erro de interface.", exige_descricao: false },
          { id: 4, titulo: "Outros.", exige_descricao: true },
        ],
      }),
    ],
    [
      issueReportsCalls.issueReportAssignees,
      ok(issueReportsCalls.issueReportAssignees, {
        administradores: [{ id: 3, nome: "Marina Alves", usuario: "admin" }],
      }),
    ],
    [
      issueReportsCalls.issueReportNotes,
      ok(issueReportsCalls.issueReportNotes, {
        notas: [
          {
            id: 1,
            texto: "Reproduzido no Android.",
            criado_em: "2026-11-21T10:00:00.000Z",
            autor: { id: 3, nome: "Marina Alves", usuario: "admin" },
          },
        ],
      }),
    ],
    [
      issueReportsCalls.issueReportUpdate,
      updateStatus === 200
        ? ok(issueReportsCalls.issueReportUpdate, { status: "sucesso", mensagem: "Relato atualizado." })
        : failure(updateStatus, "Só um administrador da plataforma pode ficar responsável por um relato."),
    ],
    [
      issueReportsCalls.issueReportAddNote,
      ok(issueReportsCalls.issueReportAddNote, { status: "sucesso", mensagem: "Nota adicionada." }),
    ],
  ]);
}

describe("the problem reports inbox", { timeout: 20_000 }, () => {
  it("shows each report's status, assignee and notes, and filters by status, category and page", async () => {
    const { requests } = stubInbox();
    const { router } = renderApp(webPaths.issueReports.build());
    const table = await screen.findByRole("table", { name: "Problemas reportados nesta plataforma" });
    const [, row] = within(table).getAllByRole("row");
    expect(row?.textContent).toContain("Novo");
    expect(row?.textContent).toContain("1 notas");
    expect(row?.textContent).toContain("Ninguém");

    const filters = screen.getByRole("form", { name: "Filtrar relatos" });
    fireEvent.change(within(filters).getByLabelText("Situação"), { target: { value: "em_andamento" } });
    await within(filters).findByRole("option", { name: "Outros." });
    fireEvent.change(within(filters).getByLabelText("Categoria"), { target: { value: "4" } });
    fireEvent.change(within(filters).getByLabelText("Página"), { target: { value: "/logado" } });
    fireEvent.click(within(filters).getByRole("button", { name: "Filtrar" }));
    await waitFor(() =>
      expect(router.state.location.search).toBe("?situacao=em_andamento&categoria=4&rota=%2Flogado"),
    );
    await waitFor(() => {
      const last = new URL(requests.filter((request) => request.url.includes("/relatos?")).at(-1)?.url ?? "");
      expect(Object.fromEntries(last.searchParams)).toMatchObject({
        situacao: "em_andamento",
        categoria: "4",
        rota: "/logado",
      });
    });
    fireEvent.click(await screen.findByRole("button", { name: "Limpar filtros" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("moves a report along, assigns it and adds a note, saying each outcome beside its button", async () => {
    const { requests } = stubInbox();
    renderApp(webPaths.issueReports.build());
    const open = await screen.findByRole("button", { name: /^Tratar relato: Ana Souza/ });
    fireEvent.click(open);
    const dialog = await screen.findByRole("dialog", { name: /^Relato de Ana Souza/ });
    expect(
      within(dialog).getByText("Quem reportou será avisado por e-mail quando o relato for resolvido."),
    ).toBeTruthy();
    expect(await within(dialog).findByText("Reproduzido no Android.")).toBeTruthy();
    await within(dialog).findByRole("option", { name: "Marina Alves (admin)" });

    fireEvent.change(within(dialog).getByLabelText("Situação"), { target: { value: "resolvido" } });
    fireEvent.change(within(dialog).getByLabelText("Responsável"), { target: { value: "3" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Salvar" }));
    expect(await within(dialog).findByText("Relato atualizado.")).toBeTruthy();
    const update = requests.find((request) => request.url.endsWith("/relatos/atualizar"));
    expect(await update?.json()).toEqual({ id: 5, situacao: "resolvido", atribuido_a: 3 });

    fireEvent.change(within(dialog).getByLabelText("Nova nota"), { target: { value: "Corrigido." } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Adicionar nota" }));
    expect(await within(dialog).findByText("Nota adicionada.")).toBeTruthy();
    const note = requests.find((request) => request.url.endsWith("/notas/adicionar"));
    expect(await note?.json()).toEqual({ id: 5, texto: "Corrigido." });
    expect((within(dialog).getByLabelText("Nova nota") as HTMLTextAreaElement).value).toBe("");
  });

  it("shows the server's refusal as an alert", async () => {
    stubInbox(400);
    renderApp(webPaths.issueReports.build());
    fireEvent.click(await screen.findByRole("button", { name: /^Tratar relato: Ana Souza/ }));
    const dialog = await screen.findByRole("dialog", { name: /^Relato de Ana Souza/ });
    fireEvent.click(within(dialog).getByRole("button", { name: "Salvar" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "Só um administrador da plataforma pode ficar responsável por um relato.",
    );
  });
});
