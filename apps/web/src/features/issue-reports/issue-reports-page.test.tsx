import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { type IssueReportSummary, issueReportList } from "@trilha/contracts/issue-reports.calls";
import { webPaths } from "@trilha/contracts/web-paths";
import { describe, expect, it, vi } from "vitest";
import { ok, stubApi } from "../../test/api-stub.ts";
import { makeAdmin, makeIssueReport } from "../../test/fixtures.ts";
import { renderApp } from "../../test/render-app.tsx";
import { signIn } from "../../test/session.ts";

const CREATED = makeIssueReport().criado_em;
// As the page shows it, in whatever time zone the tests run.
const SHOWN = new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeStyle: "short" }).format(
  new Date(CREATED),
);

/** The list from the stubbed API; the screenshot call answers image bytes (or an error) like the server. */
function stubReports(relatos: IssueReportSummary[], total = relatos.length, printStatus = 200) {
  const { requests } = stubApi([
    signIn(makeAdmin({ token: "tok-admin" })),
    [issueReportList, ok(issueReportList, { relatos, pagina: 1, limite: 20, total, rotas: [] })],
  ]);
  const listFetch = globalThis.fetch;
  const printRequests: Request[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), "http://localhost"), init);
    if (!request.url.includes("/relatos/print")) return listFetch(input, init);
    printRequests.push(request);
    return printStatus === 200
      ? new Response(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), { headers: { "content-type": "image/jpeg" } })
      : new Response(JSON.stringify({ status: "erro", mensagem: "Recurso não encontrado." }), {
          status: printStatus,
          headers: { "content-type": "application/json" },
        });
  });
  // jsdom has no blob URLs.
  URL.createObjectURL = vi.fn(() => "blob:captura-1");
  URL.revokeObjectURL = vi.fn();
  return { requests, printRequests };
}

// The first test also loads the lazy routes and layouts; on a busy two-core machine that takes seconds.
describe("IssueReportsPage", { timeout: 20_000 }, () => {
  it("lists date, user, page, category, description and the screenshot of each report", async () => {
    const { printRequests } = stubReports([
      makeIssueReport({ id: 2, tem_print: true, pro_codigo: "AULA-42", rota: "/logado/trilhas" }),
      makeIssueReport({ id: 1, descricao: "", categoria: { id: 2, titulo: "Erro de interface." } }),
    ]);
    renderApp(webPaths.issueReports.build());
    const table = await screen.findByRole("table", { name: "Problemas reportados nesta plataforma" });
    const [, first, second] = within(table).getAllByRole("row");
    if (!first || !second) throw new Error("two rows expected");
    expect(within(first).getByRole("rowheader").textContent).toBe(SHOWN);
    expect(first.textContent).toContain("Ana Souza1001");
    expect(first.textContent).toContain("/logado/trilhasCódigo: AULA-42");
    expect(first.textContent).toContain("Outros.");
    expect(first.textContent).toContain("O botão some");
    const thumbnail = await within(first).findByRole("img", {
      name: `Captura de tela do relato de Ana Souza em ${SHOWN}`,
    });
    expect(thumbnail.getAttribute("src")).toBe("blob:captura-1");
    expect(printRequests[0]?.headers.get("authorization")).toBe("Bearer tok-admin");
    expect(new URL(printRequests[0]?.url ?? "").searchParams.get("id")).toBe("2");
    expect(second.textContent).toContain("Sem descrição");
    expect(second.textContent).toContain("Sem captura");
    expect(printRequests).toHaveLength(1);

    fireEvent.click(
      within(first).getByRole("button", { name: "Ampliar a captura de tela do relato de Ana Souza" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Captura de tela · Ana Souza" });
    expect(within(dialog).getByRole("img").getAttribute("src")).toBe("blob:captura-1");
  });

  it("names the administrator who reported while visiting the user's account", async () => {
    stubReports([makeIssueReport({ visitante: { id: 3, nome: "Marina Alves", usuario: "admin" } })]);
    renderApp(webPaths.issueReports.build());
    const table = await screen.findByRole("table", { name: "Problemas reportados nesta plataforma" });
    const [, row] = within(table).getAllByRole("row");
    expect(row?.textContent).toContain("Ana Souza1001");
    expect(row?.textContent).toContain("Enviado por Marina Alves (admin) ao visualizar como este usuário");
  });

  it("says so when a screenshot cannot be loaded", async () => {
    stubReports([makeIssueReport({ tem_print: true })], 1, 404);
    renderApp(webPaths.issueReports.build());
    expect(await screen.findByText("Não foi possível carregar a captura de tela.")).toBeTruthy();
  });

  it("says when nothing was reported", async () => {
    stubReports([]);
    renderApp(webPaths.issueReports.build());
    expect(await screen.findByText("Nenhum problema foi reportado até agora.")).toBeTruthy();
  });

  it("pages through the reports", async () => {
    const { requests } = stubReports([makeIssueReport()], 45);
    const { router } = renderApp(webPaths.issueReports.build());
    const pages = await screen.findByRole("navigation", { name: "Páginas dos relatos" });
    expect(pages.textContent).toContain("Página 1 de 3 · 45 relatos");
    expect((within(pages).getByRole("button", { name: "Anterior" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(within(pages).getByRole("button", { name: "Próxima" }));
    await waitFor(() => expect(router.state.location.search).toBe("?pagina=2"));
    await waitFor(() =>
      expect(requests.some((request) => new URL(request.url).searchParams.get("pagina") === "2")).toBe(true),
    );
    const last = requests.filter((request) => request.url.includes("/relatos")).at(-1);
    expect(new URL(last?.url ?? "").searchParams.get("limite")).toBe("20");
  });
});
