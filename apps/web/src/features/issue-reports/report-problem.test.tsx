import { fireEvent, render, screen, within } from "@testing-library/react";
import { issueCategories, issueReport } from "@trilha/contracts/issue-reports.calls";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setupI18n } from "../../lib/i18n.ts";
import { setReportContext } from "../../lib/report-context.ts";
import { setSession } from "../../lib/session-store.ts";
import { failure, ok, stubApi } from "../../test/api-stub.ts";
import { makeUser } from "../../test/fixtures.ts";
import { QueryClient, QueryClientProvider } from "../../test/query-client.ts";
import { ReportProblemButton } from "./report-problem-button.tsx";
import { ReportProblemDialog } from "./report-problem-dialog.tsx";

const SCREENSHOT = "data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==";

const CATEGORIES = {
  categorias: [
    { id: 1, titulo: "Erro de português.", exige_descricao: false },
    { id: 2, titulo: "Erro de interface.", exige_descricao: false },
    { id: 3, titulo: "Tela não carrega.", exige_descricao: false },
    { id: 4, titulo: "Outros.", exige_descricao: true },
  ],
};

function withQueries(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function renderDialog(screenshot: string | null = SCREENSHOT, email: string | null = "ana@escola.example") {
  setSession(makeUser({ token: "tok", email }));
  const onClose = vi.fn();
  render(withQueries(<ReportProblemDialog screenshot={screenshot} onClose={onClose} />));
  return { onClose };
}

async function chooseCategory(title: string) {
  const select = await screen.findByLabelText("Categoria");
  const option = (await within(select).findByRole("option", { name: title })) as HTMLOptionElement;
  fireEvent.change(select, { target: { value: option.value } });
}

const send = () => fireEvent.click(screen.getByRole("button", { name: "Enviar" }));

afterEach(() => {
  window.history.replaceState(null, "", "/");
});

describe("ReportProblemDialog", () => {
  it("shows the capture (at most 250 px high by its class), the spec's categories and sends the report", async () => {
    window.history.replaceState(null, "", "/logado/turmas?aba=2");
    const forget = setReportContext({ pro_codigo: "AULA-42" });
    const { requests } = stubApi([
      [issueCategories, ok(issueCategories, CATEGORIES)],
      [issueReport, ok(issueReport, { status: "sucesso", mensagem: "ok" })],
    ]);
    const { onClose } = renderDialog();
    const preview = screen.getByRole("img", { name: "Captura de tela da página em que você estava" });
    expect(preview.getAttribute("src")).toBe(SCREENSHOT);
    expect(preview.className).toBe("report-problem__preview");
    await chooseCategory("Erro de interface.");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Selecione uma categoria",
      "Erro de português.",
      "Erro de interface.",
      "Tela não carrega.",
      "Outros.",
    ]);
    fireEvent.change(screen.getByLabelText("Descrição"), { target: { value: "O menu some" } });
    send();

    const alert = await screen.findByRole("alertdialog", { name: "Problema reportado" });
    expect(alert.textContent).toContain("Obrigado! Recebemos o seu relato e vamos analisá-lo.");
    const sent = requests.find((request) => request.method === "POST");
    expect(sent?.headers.get("authorization")).toBe("Bearer tok");
    expect(await sent?.json()).toEqual({
      rota: "/logado/turmas?aba=2",
      print: SCREENSHOT,
      descricao: "O menu some",
      categoria: 2,
      pro_codigo: "AULA-42",
    });
    fireEvent.click(within(alert).getByRole("button", { name: "Entendi" }));
    expect(onClose).toHaveBeenCalled();
    forget();
  });

  it("offers to tell the sender by e-mail when it is resolved, only to an account with an e-mail", async () => {
    const { requests } = stubApi([
      [issueCategories, ok(issueCategories, CATEGORIES)],
      [issueReport, ok(issueReport, { status: "sucesso" })],
    ]);
    renderDialog(null);
    await chooseCategory("Erro de interface.");
    fireEvent.click(screen.getByRole("checkbox", { name: "Avise-me por e-mail quando for resolvido" }));
    send();
    await screen.findByRole("alertdialog", { name: "Problema reportado" });
    const sent = requests.find((request) => request.method === "POST");
    expect(await sent?.json()).toMatchObject({ categoria: 2, avisar_resolucao: true });
  });

  it("does not offer the e-mail to an account without one", async () => {
    stubApi([[issueCategories, ok(issueCategories, CATEGORIES)]]);
    renderDialog(null, null);
    await chooseCategory("Erro de interface.");
    expect(screen.queryByRole("checkbox")).toBeNull();
  });

  it("lets a page's registered route stand in for the address", async () => {
    const forget = setReportContext({ rota: "/aula/7/passo/3" });
    const { requests } = stubApi([
      [issueCategories, ok(issueCategories, CATEGORIES)],
      [issueReport, ok(issueReport, { status: "sucesso" })],
    ]);
    renderDialog(null);
    await chooseCategory("Tela não carrega.");
    send();
    await screen.findByRole("alertdialog", { name: "Problema reportado" });
    const body = await requests.find((request) => request.method === "POST")?.json();
    expect(body).toMatchObject({ rota: "/aula/7/passo/3", print: "", descricao: "" });
    expect(body).not.toHaveProperty("pro_codigo");
    forget();
  });

  it("requires a category before sending", async () => {
    const { fetchMock } = stubApi([[issueCategories, ok(issueCategories, CATEGORIES)]]);
    renderDialog();
    await screen.findByRole("option", { name: "Outros." });
    send();
    expect(screen.getByText("Escolha uma categoria.")).toBeTruthy();
    expect(screen.getByLabelText("Categoria").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(screen.getByLabelText("Categoria"));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("requires a description for 'Outros.' (I4) and clears the flags when a category is chosen (I5)", async () => {
    const { fetchMock } = stubApi([[issueCategories, ok(issueCategories, CATEGORIES)]]);
    renderDialog();
    await chooseCategory("Outros.");
    fireEvent.change(screen.getByLabelText("Descrição"), { target: { value: "   " } });
    send();
    expect(screen.getByText("A descrição é obrigatória.")).toBeTruthy();
    const description = screen.getByLabelText("Descrição");
    expect(description.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(description);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await chooseCategory("Outros.");
    expect(screen.queryByText("A descrição é obrigatória.")).toBeNull();
    expect(description.getAttribute("aria-invalid")).toBe("false");
  });

  it("shows the form's required-description text in English", async () => {
    await setupI18n("en-us");
    stubApi(
      [
        [
          issueCategories,
          ok(issueCategories, { categorias: [{ id: 4, titulo: "Other.", exige_descricao: true }] }),
        ],
      ],
      "en-us",
    );
    renderDialog();
    const select = await screen.findByLabelText("Category");
    await within(select).findByRole("option", { name: "Other." });
    fireEvent.change(select, { target: { value: "4" } });
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(screen.getByText("Description is a required field.")).toBeTruthy();
  });

  it("shows the server's message when the categories cannot be listed (I3)", async () => {
    stubApi([[issueCategories, failure(503, "Serviço temporariamente indisponível.")]]);
    renderDialog();
    expect((await screen.findByRole("alert")).textContent).toBe("Serviço temporariamente indisponível.");
  });

  it("falls back to the spec's sentence when the category failure has no message (I3)", async () => {
    stubApi([[issueCategories, failure(500)]]);
    renderDialog();
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Não foi possível listar as categorias disponíveis. Tente novamente mais tarde",
    );
  });

  it("lists the server's message in an error alert and keeps the form (I7)", async () => {
    stubApi([
      [issueCategories, ok(issueCategories, CATEGORIES)],
      [issueReport, failure(413, "A captura de tela deve ter no máximo 4 MB.")],
    ]);
    renderDialog();
    await chooseCategory("Erro de português.");
    send();
    const alert = await screen.findByRole("alertdialog", { name: "Não foi possível reportar" });
    expect(alert.textContent).toContain("A captura de tela deve ter no máximo 4 MB.");
    fireEvent.click(within(alert).getByRole("button", { name: "Entendi" }));
    expect(screen.getByRole("dialog", { name: "Reportar um problema" })).toBeTruthy();
  });

  it("says 'Não foi possível reportar o erro.' when the failure carries no message (I7)", async () => {
    stubApi([
      [issueCategories, ok(issueCategories, CATEGORIES)],
      [issueReport, { status: 500, body: { status: "erro" } }],
    ]);
    renderDialog();
    await chooseCategory("Erro de português.");
    send();
    const alert = await screen.findByRole("alertdialog", { name: "Não foi possível reportar" });
    expect(alert.textContent).toContain("Não foi possível reportar o erro.");
  });
});

describe("ReportProblemButton", () => {
  it("is not offered to signed-out visitors", () => {
    stubApi([]);
    render(withQueries(<ReportProblemButton />));
    expect(screen.queryByRole("button", { name: "Reportar um problema" })).toBeNull();
  });

  it("captures the page before opening the dialog with the preview", async () => {
    const capturePage = vi.fn(async () => SCREENSHOT);
    stubApi([[issueCategories, ok(issueCategories, CATEGORIES)]]);
    setSession(makeUser());
    render(withQueries(<ReportProblemButton capture={capturePage} />));
    fireEvent.click(screen.getByRole("button", { name: "Reportar um problema" }));
    const dialog = await screen.findByRole("dialog", { name: "Reportar um problema" });
    expect(capturePage).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByRole("img").getAttribute("src")).toBe(SCREENSHOT);
  });

  it("still opens the form, with a note, when the page cannot be captured", async () => {
    const capturePage = vi.fn(async (): Promise<string> => {
      throw new DOMException("tainted", "SecurityError");
    });
    stubApi([[issueCategories, ok(issueCategories, CATEGORIES)]]);
    setSession(makeUser());
    render(withQueries(<ReportProblemButton capture={capturePage} />));
    fireEvent.click(screen.getByRole("button", { name: "Reportar um problema" }));
    const dialog = await screen.findByRole("dialog", { name: "Reportar um problema" });
    expect(within(dialog).queryByRole("img")).toBeNull();
    expect(
      within(dialog)
        .getByText("Não foi possível capturar a tela. Você ainda pode reportar o problema sem a imagem.")
        .getAttribute("role"),
    ).toBe("status");
  });
});
