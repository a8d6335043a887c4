import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import {
  type RosterImport,
  rosterAnalyze,
  rosterConfirm,
  rosterImportState,
} from "@trilha/contracts/roster.calls";
import { webPaths } from "@trilha/contracts/web-paths";
import { describe, expect, it } from "vitest";
import { ok, stubApi } from "../../test/api-stub.ts";
import { makeAdmin } from "../../test/fixtures.ts";
import { renderApp } from "../../test/render-app.tsx";
import { signIn } from "../../test/session.ts";

const zero = { criar: 0, alterar: 0, desativar: 0 };

function analysis(overrides: Partial<RosterImport>): RosterImport {
  return {
    id: 5,
    situacao: "analisada",
    arquivo: "oneroster.zip",
    formato: "oneroster-1.2",
    criada_em: "2026-11-26T12:00:00.000Z",
    contagens: {
      redes: zero,
      escolas: { criar: 1, alterar: 0, desativar: 0 },
      turmas: zero,
      pessoas: { criar: 300, alterar: 0, desativar: 2 },
      matriculas: zero,
      responsaveis: zero,
    },
    amostras: { criar: ["Ana Lima"], alterar: [], desativar: ["Caio Reis"] },
    erros: [],
    total_erros: 0,
    avisos: [],
    total_avisos: 0,
    desativacoes: [{ escola: "Escola Sul", pessoas: 2, turmas: 0 }],
    anos_letivos: [{ ano: 2026, turmas: 12 }],
    progresso: 0,
    ...overrides,
  };
}

/** An administrator on the import page, whose files the server analyses as `analysed` says, and the calls a test adds. */
function stubImport(analysed: Partial<RosterImport>, more: Parameters<typeof stubApi>[0] = []) {
  return stubApi([
    signIn(makeAdmin({ token: "tok-admin" })),
    [rosterAnalyze, ok(rosterAnalyze, { importacao: analysis(analysed) })],
    ...more,
  ]);
}

function pickFile() {
  const input = screen.getByLabelText("Arquivos (ZIP, CSV ou XLSX)");
  const file = new File(["sourcedId,username\n"], "users.csv", { type: "text/csv" });
  fireEvent.change(input, { target: { files: [file] } });
  fireEvent.click(screen.getByRole("button", { name: "Analisar" }));
}

describe("roster import page", () => {
  it("sends the chosen files, and lists every row's error with its file and line", async () => {
    const { requests } = stubImport({
      erros: [
        { arquivo: "users.csv", linha: 12, mensagem: "E-mail inválido: x." },
        { arquivo: "enrollments.csv", linha: 40, mensagem: "Referência desconhecida: t-9." },
      ],
      total_erros: 2,
    });
    renderApp(webPaths.rosterImport.build());
    expect(await screen.findByRole("heading", { level: 1, name: "Importar" })).toBeTruthy();
    pickFile();
    expect(await screen.findByRole("heading", { name: "Erros encontrados: 2" })).toBeTruthy();
    const rows = within(screen.getByRole("table", { name: "Erros encontrados: 2" })).getAllByRole("row");
    expect(rows[1]?.textContent).toBe("users.csv12E-mail inválido: x.");
    expect(screen.queryByRole("button", { name: "Confirmar importação" })).toBeNull();
    const sent = requests.find((request) => request.url.endsWith("/importacao/analisar"));
    const body = await sent?.json();
    expect(body.arquivos[0].nome).toBe("users.csv");
    expect(atob(body.arquivos[0].conteudo)).toBe("sourcedId,username\n");
  });

  it("confirms a clean analysis and follows the import to its end", async () => {
    let polls = 0;
    stubImport({}, [
      [rosterConfirm, ok(rosterConfirm, { status: "sucesso" })],
      [
        rosterImportState,
        () => {
          polls++;
          return ok(rosterImportState, {
            importacao: analysis(
              polls < 2
                ? { situacao: "importando", progresso: 40 }
                : { situacao: "concluida", progresso: 100 },
            ),
          });
        },
      ],
    ]);
    renderApp(webPaths.rosterImport.build());
    await screen.findByRole("heading", { level: 1, name: "Importar" });
    pickFile();
    const counts = await screen.findByRole("table", { name: "O que a importação faria" });
    expect(within(counts).getByRole("row", { name: /Pessoas/ }).textContent).toBe("Pessoas30002");
    expect(screen.getByText("Exemplos do que seria desativado: Caio Reis")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Confirmar importação" }));
    const bar = await screen.findByRole("progressbar", { name: "Progresso da importação" });
    expect(bar.getAttribute("value")).toBe("40");
    await waitFor(() => expect(screen.getByText("Importação concluída.")).toBeTruthy(), {
      timeout: 4000,
    });
    expect(screen.getByRole("button", { name: "Nova importação" })).toBeTruthy();
    // Told in the past tense, with how the people created sign in.
    const did = screen.getByRole("table", { name: "O que a importação fez" });
    expect(
      within(did)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Cadastro", "Criados", "Alterados", "Desativados"]);
    expect(screen.getByText("Desativados, por exemplo: Caio Reis")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Como as pessoas importadas entram" })).toBeTruthy();
    expect(
      screen.getByRole("link", { name: "Abrir Cadastros para imprimir as folhas de senhas" }),
    ).toBeTruthy();
  });

  it("says per school what it deactivates, and asks a second time when it is more than a few people", async () => {
    const { requests } = stubImport(
      {
        contagens: { ...analysis({}).contagens, pessoas: { criar: 0, alterar: 0, desativar: 9 } },
        desativacoes: [
          { escola: "Escola Sul", pessoas: 8, turmas: 1 },
          { escola: null, pessoas: 1, turmas: 0 },
        ],
        avisos: [{ arquivo: "orgs.csv", linha: 2, mensagem: "A organização d1 (tipo department) …" }],
        total_avisos: 1,
      },
      [
        [rosterConfirm, ok(rosterConfirm, { status: "sucesso" })],
        [rosterImportState, ok(rosterImportState, { importacao: analysis({ situacao: "importando" }) })],
      ],
    );
    renderApp(webPaths.rosterImport.build());
    await screen.findByRole("heading", { level: 1, name: "Importar" });
    pickFile();
    expect(await screen.findByText("Turmas em 2026: 12")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "O que seria desativado, por escola" })).toBeTruthy();
    expect(screen.getByText("Escola Sul: 8 pessoas e 1 turma")).toBeTruthy();
    expect(screen.getByText("Responsáveis (sem escola): 1 pessoa e 0 turmas")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Avisos: 1" })).toBeTruthy();
    expect(screen.getByText("Formato: OneRoster 1.2")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Confirmar importação" }));
    expect(await screen.findByText('Marque "Sim, desativar" para confirmar as desativações.')).toBeTruthy();
    expect(requests.some((request) => request.url.endsWith("/importacao/importar"))).toBe(false);
    fireEvent.click(screen.getByRole("checkbox", { name: "Sim, desativar 9 pessoas" }));
    fireEvent.click(screen.getByRole("button", { name: "Confirmar importação" }));
    await waitFor(() =>
      expect(requests.some((request) => request.url.endsWith("/importacao/importar"))).toBe(true),
    );
    const sent = requests.find((request) => request.url.endsWith("/importacao/importar"));
    expect(await sent?.json()).toEqual({ importacao_id: 5, desativacao_confirmada: true });
  });
});
