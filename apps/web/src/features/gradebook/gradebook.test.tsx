import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import * as assignmentsCalls from "@trilha/contracts/assignments.calls";
import type { CallResponse } from "@trilha/contracts/call";
import type { Attempt } from "@trilha/contracts/deliveries.calls";
import * as deliveriesCalls from "@trilha/contracts/deliveries.calls";
import { webPaths } from "@trilha/contracts/web-paths";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { ok, type StubbedReply, stubApi } from "../../test/api-stub.ts";
import { catalogOf, classA, classTeacherReplies, makeAssignmentSummary } from "../../test/class-teacher.ts";
import { fixture } from "../../test/fixtures.ts";
import { makeAttempt } from "../../test/learning-fixtures.ts";
import { renderApp } from "../../test/render-app.tsx";

const ZONE = "America/Sao_Paulo";
const YEAR = new Date().getFullYear();
const ana = { id: 21, nome: "Ana Souza", usuario: "1001" };
const bruno = { id: 22, nome: "Bruno Lima", usuario: "1002" };
const essay = {
  id: 31,
  codigo: "DEMO025",
  tipo: "ESC" as const,
  titulo: "Resumo do capítulo 3",
  agendamento: { inicio: "2026-03-01T10:00:00.000Z", fim: "2026-03-10T02:59:00.000Z" },
  encerrada_em: null,
  com_nota: true,
};
const poster = {
  ...essay,
  id: 32,
  codigo: "DEMO014",
  tipo: "ARQ" as const,
  titulo: "Cartaz sobre reciclagem",
  encerrada_em: "2026-03-15T12:00:00.000Z",
};

const book: CallResponse<typeof deliveriesCalls.gradebook> = {
  turma: { id: classA.id, nome: classA.nome },
  ano: YEAR,
  periodo: null,
  fuso_horario: ZONE,
  atribuicoes: [essay, poster],
  alunos: [
    { ...ana, media: 7.5, contadas: 1, nao_entregues: 1, atrasadas: 0, canceladas: 0, pendentes: 0 },
    { ...bruno, media: null, contadas: 0, nao_entregues: 0, atrasadas: 0, canceladas: 1, pendentes: 1 },
  ],
  celulas: [
    [
      { status: "avaliada", nota: 7.5, atrasada: true },
      { status: "nao_entregue", nota: null, atrasada: false },
    ],
    [
      { status: "entregue", nota: null, atrasada: false },
      { status: "CAN", nota: 6, atrasada: false },
    ],
  ],
};

/** Bruno's first attempt, handed in with its written answer. */
function attempt(overrides: Partial<Attempt> = {}): Attempt {
  return makeAttempt({
    resposta: "A ideia principal é que aprender exige prática.",
    revisao: 3,
    rascunho_salvo_em: "2026-03-09T17:00:00.000Z",
    entregue_em: "2026-03-09T18:00:00.000Z",
    ...overrides,
  });
}

type Delivery = CallResponse<typeof deliveriesCalls.deliveryOfStudent>["entrega"];

function brunosDelivery(
  entrega: Delivery,
  anexos: CallResponse<typeof deliveriesCalls.deliveryOfStudent>["conteudo"]["anexos"] = [],
) {
  return ok(deliveriesCalls.deliveryOfStudent, {
    atribuicao: {
      atribuicao_id: essay.id,
      codigo: essay.codigo,
      tipo: essay.tipo,
      titulo: essay.titulo,
      turma: classA,
      agendamento: essay.agendamento,
      fim_aluno: essay.agendamento.fim,
      encerrada_em: null,
      status: entrega.status,
      entregue_em: null,
      atrasada: false,
      ultima_nota: entrega.ultima_nota,
      nova_nota: false,
      comentario: null,
      tagsFiltro: [],
    },
    conteudo: {
      id: 12,
      codigo: essay.codigo,
      tipo: "ESC",
      titulo: essay.titulo,
      versao: 1,
      corpo: "<p>Escreva.</p>",
      nota_maxima: 10,
      tagsFiltro: [],
      anexos,
    },
    entrega,
    fuso_horario: ZONE,
    limites: { arquivo_max_bytes: 50 * 1024 * 1024, arquivos_max: 10 },
    aluno: bruno,
  });
}

/** Bruno's delivery on the essay: handed in, not graded yet, unless a test says otherwise. */
const makeDelivery = fixture<Delivery>({
  status: "entregue",
  refazer: false,
  ultima_nota: null,
  tentativas: [attempt()],
});

const delivered = makeDelivery();

/** Bruno's delivered essay, due on his own extended date when he has one, else with the class. */
function brunosDeliveryDue(extended: string | null) {
  const body = brunosDelivery(delivered).body as CallResponse<typeof deliveriesCalls.deliveryOfStudent>;
  return ok(deliveriesCalls.deliveryOfStudent, {
    ...body,
    atribuicao: { ...body.atribuicao, fim_aluno: extended ?? essay.agendamento.fim },
  });
}

function screenWidth(width: number) {
  vi.stubGlobal("matchMedia", (query: string) => {
    const min = Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Number.NaN);
    return {
      matches: width >= min,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
  });
}

/**
 * Clicks `button`, checks that its confirmation `dialog` `says` what it does, cancels it without sending `call`,
 * then clicks again and confirms.
 */
async function confirmAfterCancelling(
  requests: Request[],
  step: { button: HTMLElement; dialog: string; says: string; call: string; confirm: string },
) {
  fireEvent.click(step.button);
  let confirm = await screen.findByRole("alertdialog", { name: step.dialog });
  expect(confirm.textContent).toContain(step.says);
  fireEvent.click(within(confirm).getByRole("button", { name: "Cancelar" }));
  await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  expect(requests.some((request) => request.url.includes(step.call))).toBe(false);
  fireEvent.click(step.button);
  confirm = await screen.findByRole("alertdialog");
  fireEvent.click(within(confirm).getByRole("button", { name: step.confirm }));
}

function stubTeacher(
  extra: [
    Parameters<typeof stubApi>[0][number][0],
    StubbedReply | ((request: Request) => StubbedReply),
  ][] = [],
) {
  return stubApi([
    ...classTeacherReplies({ taught: { ano_letivo: YEAR, alunos: 2 }, year: YEAR }),
    catalogOf(),
    [deliveriesCalls.gradebook, ok(deliveriesCalls.gradebook, book)],
    ...extra,
  ]);
}

/** The class page opened, and Bruno's delivered essay opened from its gradebook cell. */
async function openBrunosEssay() {
  renderApp(webPaths.classPage.build(classA.id));
  fireEvent.click(await screen.findByRole("button", { name: "Bruno Lima, Resumo do capítulo 3: Entregue" }));
  return screen.findByRole("dialog", { name: "Bruno Lima — Resumo do capítulo 3" });
}

/** A delivery dialog's 'Prazo extra' section. */
async function extensionOf(dialog: HTMLElement) {
  return within(await within(dialog).findByRole("region", { name: "Prazo extra" }));
}

async function gradebookSection() {
  return (await screen.findByRole("heading", { level: 2, name: "Notas" })).closest("section") as HTMLElement;
}

describe("the gradebook ('Notas')", () => {
  it("'Aluno anterior' opens the same lesson of the student before with a fresh form; a redo is asked only of delivered work", async () => {
    screenWidth(1280);
    const brunos = brunosDelivery(delivered).body as CallResponse<typeof deliveriesCalls.deliveryOfStudent>;
    // Ana has not handed in this one: nothing for her to redo.
    const anas = ok(deliveriesCalls.deliveryOfStudent, {
      ...brunos,
      aluno: ana,
      entrega: makeDelivery({
        status: "atrasada",
        tentativas: [attempt({ entregue_em: null, resposta: null })],
      }),
    });
    stubTeacher([
      [
        deliveriesCalls.deliveryOfStudent,
        (request) =>
          new URL(request.url).searchParams.get("aluno_id") === String(ana.id)
            ? anas
            : brunosDelivery(delivered),
      ],
    ]);
    const dialog = within(await openBrunosEssay());
    expect(await dialog.findByRole("button", { name: "Pedir para refazer" })).toBeTruthy();
    fireEvent.change(dialog.getByLabelText("Nota"), { target: { value: "9" } });
    // Bruno is the last student: only the one before him is offered.
    const others = dialog.getByRole("navigation", { name: "Outros alunos" });
    expect(within(others).queryByRole("button", { name: /Próximo aluno/ })).toBeNull();
    fireEvent.click(within(others).getByRole("button", { name: "← Aluno anterior: Ana Souza" }));

    const anasDialog = within(
      await screen.findByRole("dialog", { name: "Ana Souza — Resumo do capítulo 3" }),
    );
    expect(await anasDialog.findByText("Ainda não entregue")).toBeTruthy();
    expect((anasDialog.getByLabelText("Nota") as HTMLInputElement).value).toBe("");
    expect(anasDialog.queryByRole("button", { name: "Pedir para refazer" })).toBeNull();
    expect(anasDialog.getByRole("button", { name: "Salvar nota" })).toBeTruthy();
    expect(anasDialog.getByRole("button", { name: "Próximo aluno: Bruno Lima →" })).toBeTruthy();
  });

  it("on a wide screen is a table: a row per student, a column per assignment, grades, missing and late marked", async () => {
    screenWidth(1280);
    stubTeacher();
    renderApp(webPaths.classPage.build(classA.id));
    const table = await screen.findByRole("table", { name: "Notas da turma 7º ano A" });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual([
      "Aluno",
      "Média",
      expect.stringContaining("Resumo do capítulo 3"),
      expect.stringContaining("Cartaz sobre reciclagem"),
    ]);
    for (const cell of [
      "Ana Souza, Resumo do capítulo 3: 7,5 · com atraso",
      "Ana Souza, Cartaz sobre reciclagem: Não entregue",
      "Bruno Lima, Resumo do capítulo 3: Entregue",
      // Excused: its status, never its old grade.
      "Bruno Lima, Cartaz sobre reciclagem: Cancelada",
    ]) {
      expect(within(table).getByRole("button", { name: cell })).toBeTruthy();
    }
    const anaRow = within(table)
      .getByRole("rowheader", { name: /Ana Souza/ })
      .closest("tr") as HTMLElement;
    expect(anaRow.textContent).toContain("7,5");
    expect(anaRow.textContent).toContain("1 nota(s) na média · 1 não entregue(s)");
  });

  it("on a phone is a list by student or by assignment, never a table", async () => {
    stubTeacher();
    renderApp(webPaths.classPage.build(classA.id));
    const section = await gradebookSection();
    await within(section).findByText("Ana Souza");
    expect(within(section).queryByRole("table")).toBeNull();
    const anaGroup = within(section).getByText("Ana Souza").closest("details") as HTMLElement;
    expect(anaGroup.textContent).toContain("Média: 7,5 · 1 nota(s) na média · 1 não entregue(s)");
    // A closed group's cells are made when it is first opened.
    expect(within(section).queryAllByRole("button", { name: /Cartaz sobre reciclagem: / })).toEqual([]);
    openGroup(anaGroup);
    expect(
      await within(anaGroup).findByRole("button", {
        name: "Ana Souza, Cartaz sobre reciclagem: Não entregue",
      }),
    ).toBeTruthy();

    fireEvent.click(within(section).getByRole("radio", { name: "Conteúdo" }));
    const posterGroup = within(section)
      .getByText("Cartaz sobre reciclagem")
      .closest("details") as HTMLElement;
    openGroup(posterGroup);
    expect(
      await within(posterGroup).findByRole("button", {
        name: "Bruno Lima, Cartaz sobre reciclagem: Cancelada",
      }),
    ).toBeTruthy();
    expect(within(section).queryByRole("table")).toBeNull();
  });

  it("filters by grading period, the whole year when none is chosen", async () => {
    const { requests } = stubTeacher();
    renderApp(webPaths.classPage.build(classA.id));
    const section = await gradebookSection();
    const select = within(section).getByLabelText("Período") as HTMLSelectElement;
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      `Ano inteiro (${YEAR})`,
      `1º bimestre (01/01/${YEAR} a 30/04/${YEAR})`,
      `2º bimestre (01/05/${YEAR} a 31/07/${YEAR})`,
      `3º bimestre (01/08/${YEAR} a 30/09/${YEAR})`,
      `4º bimestre (01/10/${YEAR} a 31/12/${YEAR})`,
    ]);
    // The page asked for today's period's gradebook before the periods came (the server finds it).
    const first = requests.find((request) => request.url.includes("/notas?"));
    expect(new URL(first?.url ?? "").searchParams.get("periodo")).toBe("atual");
    fireEvent.change(select, { target: { value: "2" } });
    await waitFor(() =>
      expect(
        requests.some(
          (request) =>
            request.url.includes("/notas?") && new URL(request.url).searchParams.get("periodo") === "2",
        ),
      ).toBe(true),
    );
    fireEvent.change(select, { target: { value: "" } });
    await waitFor(() =>
      expect(
        requests.some(
          (request) => request.url.includes("/notas?") && !new URL(request.url).searchParams.has("periodo"),
        ),
      ).toBe(true),
    );
  });

  it("opens a cell's delivery, checks the grade and saves 'Nota' and 'Comentário'", async () => {
    screenWidth(1280);
    const graded = makeDelivery({
      status: "avaliada",
      ultima_nota: 7.5,
      tentativas: [attempt({ nota: 7.5, comentario: "Muito bem!", avaliada_em: "2026-03-12T13:00:00.000Z" })],
    });
    const answerKey = {
      id: 5,
      nome: "gabarito.docx",
      tamanho: 2048,
      tipo: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    };
    const { requests } = stubTeacher([
      [deliveriesCalls.deliveryOfStudent, brunosDelivery(delivered, [answerKey])],
      [deliveriesCalls.deliveryGrade, ok(deliveriesCalls.deliveryGrade, { entrega: graded })],
    ]);
    const dialog = await openBrunosEssay();
    const scope = within(dialog);
    expect(await scope.findByText("A ideia principal é que aprender exige prática.")).toBeTruthy();
    expect(scope.getByText("Entregue em 09/03/2026, 15:00")).toBeTruthy();
    // The lesson's attached files, as the version was given, are the teacher's to read too, named so that they
    // are never taken for the student's.
    const attachments = scope.getByRole("region", { name: "Anexos do conteúdo (não enviados pelo aluno)" });
    expect(within(attachments).getByText("gabarito.docx").parentElement?.textContent).toBe(
      "gabarito.docx (Documento · 2 KB)",
    );
    expect(within(attachments).getByRole("button", { name: "Baixar gabarito.docx" })).toBeTruthy();

    fireEvent.change(scope.getByLabelText("Nota"), { target: { value: "10,5" } });
    fireEvent.click(scope.getByRole("button", { name: "Salvar nota" }));
    expect(
      await scope.findByText("Informe uma nota de 0 a 10,0, com no máximo uma casa decimal."),
    ).toBeTruthy();
    expect(requests.some((request) => request.url.includes("/entregas/avaliar"))).toBe(false);

    fireEvent.change(scope.getByLabelText("Nota"), { target: { value: "7,5" } });
    fireEvent.change(scope.getByLabelText("Comentário"), { target: { value: "Muito bem!" } });
    const before = requests.filter((request) => request.url.includes("/notas?")).length;
    fireEvent.click(scope.getByRole("button", { name: "Salvar nota" }));
    expect(await scope.findByText("Nota salva.")).toBeTruthy();
    const sent = requests.find((request) => request.url.includes("/entregas/avaliar"));
    expect(await sent?.json()).toEqual({
      atribuicao_id: essay.id,
      aluno_id: bruno.id,
      nota: "7,5",
      comentario: "Muito bem!",
    });
    expect(scope.getAllByText("Nota: 7,5").length).toBeGreaterThan(0);
    // The gradebook is asked again, so the cell shows the new grade.
    await waitFor(() =>
      expect(requests.filter((request) => request.url.includes("/notas?")).length).toBeGreaterThan(before),
    );
  });

  it("asks for a redo, keeping the earlier attempt readable, and cancels a delivery, offering to undo it", async () => {
    screenWidth(1280);
    const redone = makeDelivery({
      status: "refazer",
      refazer: true,
      ultima_nota: 5,
      tentativas: [
        attempt({ nota: 5, comentario: "Refaça a parte 2.", refazer_pedido_em: "2026-03-12T13:00:00.000Z" }),
        attempt({ numero: 2, resposta: null, entregue_em: null, rascunho_salvo_em: null, revisao: 0 }),
      ],
    });
    const { requests } = stubTeacher([
      [deliveriesCalls.deliveryOfStudent, brunosDelivery(delivered)],
      [deliveriesCalls.deliveryRedo, ok(deliveriesCalls.deliveryRedo, { entrega: redone })],
      [
        deliveriesCalls.deliveryCancel,
        ok(deliveriesCalls.deliveryCancel, { entrega: { ...redone, status: "CAN" } }),
      ],
    ]);
    const scope = within(await openBrunosEssay());
    fireEvent.change(await scope.findByLabelText("Comentário"), { target: { value: "Refaça a parte 2." } });
    fireEvent.click(scope.getByRole("button", { name: "Pedir para refazer" }));
    expect(
      await scope.findByText("Pedido para refazer enviado: uma nova tentativa foi aberta."),
    ).toBeTruthy();
    // Bruno's due date has passed: the redo comes with a new one, a week from now at 23:59 unless changed.
    const sent = await requests.find((request) => request.url.includes("/entregas/refazer"))?.json();
    expect(sent).toMatchObject({
      atribuicao_id: essay.id,
      aluno_id: bruno.id,
      comentario: "Refaça a parte 2.",
    });
    expect(Date.parse(sent.fim)).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    expect(scope.getByRole("heading", { name: "Tentativa 2" })).toBeTruthy();
    expect(scope.getByText("Ainda não entregue")).toBeTruthy();
    const earlier = scope.getByText(/Tentativa 1/).closest("details") as HTMLElement;
    expect(earlier.textContent).toContain("A ideia principal é que aprender exige prática.");
    expect(earlier.textContent).toContain("Refaça a parte 2.");
    expect((scope.getByLabelText("Nota") as HTMLInputElement).value).toBe("");

    fireEvent.click(scope.getByRole("button", { name: "Cancelar entrega" }));
    expect(await scope.findByRole("button", { name: "Desfazer cancelamento" })).toBeTruthy();
    expect(await requests.find((request) => request.url.includes("/entregas/cancelar"))?.json()).toEqual({
      atribuicao_id: essay.id,
      aluno_id: bruno.id,
      cancelada: true,
    });
    expect(scope.queryByRole("button", { name: "Salvar nota" })).toBeNull();
  });

  it("'Exportar notas' downloads the period's file in the chosen format", async () => {
    // jsdom has no object URLs: these stand in for the browser's, and go when the test ends.
    const created: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return "blob:notas";
    };
    URL.revokeObjectURL = () => undefined;
    onTestFinished(() => {
      Reflect.deleteProperty(URL, "createObjectURL");
      Reflect.deleteProperty(URL, "revokeObjectURL");
    });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const { requests } = stubTeacher([
      [
        deliveriesCalls.gradebookExport,
        {
          status: 200,
          body: null,
          file: {
            content: "\uFEFFAluno;Login\r\nAna Souza;1001\r\n",
            headers: {
              "content-type": "text/csv; charset=utf-8",
              "content-disposition": 'attachment; filename="notas-4-2026.csv"',
            },
          },
        },
      ],
    ]);
    renderApp(webPaths.classPage.build(classA.id));
    const section = await gradebookSection();
    fireEvent.change(within(section).getByLabelText("Período"), { target: { value: "" } });
    fireEvent.change(within(section).getByLabelText("Formato"), { target: { value: "csv" } });
    fireEvent.click(within(section).getByRole("button", { name: "Exportar notas" }));
    expect(await within(section).findByText("Arquivo de notas baixado.")).toBeTruthy();
    expect(downloads).toEqual(["notas-4-2026.csv"]);
    expect(await created[0]?.text()).toContain("Ana Souza;1001");
    const sent = new URL(requests.find((request) => request.url.includes("/notas/exportar"))?.url ?? "");
    expect(sent.searchParams.get("formato")).toBe("csv");
    expect(sent.searchParams.get("turma_id")).toBe(String(classA.id));
    expect(sent.searchParams.has("periodo")).toBe(false);
  });

  it("says what went wrong when the export fails", async () => {
    stubTeacher([
      [
        deliveriesCalls.gradebookExport,
        { status: 403, body: { status: "erro", mensagem: "Você não leciona nesta turma." } },
      ],
    ]);
    renderApp(webPaths.classPage.build(classA.id));
    const section = await gradebookSection();
    fireEvent.click(within(section).getByRole("button", { name: "Exportar notas" }));
    expect((await within(section).findByRole("alert")).textContent).toBe("Você não leciona nesta turma.");
  });
});

describe("closing an assignment ('Encerrar entregas') and one student's extra time ('Prazo extra')", () => {
  /** The gradebook as the server would answer it after closing (or reopening) the essay. */
  function closable() {
    let closedAt: string | null = null;
    const summary = () =>
      makeAssignmentSummary({ id: essay.id, agendamento: essay.agendamento, encerrada_em: closedAt });
    const replies: Parameters<typeof stubTeacher>[0] = [
      [
        deliveriesCalls.gradebook,
        () =>
          ok(deliveriesCalls.gradebook, {
            ...book,
            atribuicoes: [{ ...essay, encerrada_em: closedAt }, poster],
          }),
      ],
      [
        assignmentsCalls.assignmentClose,
        () => {
          closedAt = "2026-03-16T13:00:00.000Z";
          return ok(assignmentsCalls.assignmentClose, { atribuicao: summary() });
        },
      ],
      [
        assignmentsCalls.assignmentReopen,
        () => {
          closedAt = null;
          return ok(assignmentsCalls.assignmentReopen, { atribuicao: summary() });
        },
      ],
    ];
    return replies;
  }

  it("asks before closing, saying what it does, then says when it closed and offers 'Reabrir'", async () => {
    screenWidth(1280);
    const { requests } = stubTeacher(closable());
    renderApp(webPaths.classPage.build(classA.id));
    const table = await screen.findByRole("table", { name: "Notas da turma 7º ano A" });
    const posterHeader = within(table).getByRole("columnheader", { name: /Cartaz sobre reciclagem/ });
    expect(posterHeader.textContent).toContain("Encerrada em 15/03/2026, 09:00");
    expect(
      within(posterHeader).getByRole("button", { name: "Reabrir entregas de “Cartaz sobre reciclagem”" }),
    ).toBeTruthy();

    const closeButton = within(table).getByRole("button", {
      name: "Encerrar entregas de “Resumo do capítulo 3”",
    });
    expect(closeButton.textContent).toBe("Encerrar entregas");
    await confirmAfterCancelling(requests, {
      button: closeButton,
      dialog: "Encerrar entregas de “Resumo do capítulo 3”?",
      says: "Nenhum aluno poderá mais entregar este conteúdo, nem com atraso, e o que não foi entregue passará a contar como não entregue.",
      call: "/atribuicoes/encerrar",
      confirm: "Encerrar entregas",
    });
    const essayHeader = within(table).getByRole("columnheader", { name: /Resumo do capítulo 3/ });
    expect(
      await within(essayHeader).findByText("Entregas de “Resumo do capítulo 3” encerradas."),
    ).toBeTruthy();
    expect(await requests.find((request) => request.url.includes("/atribuicoes/encerrar"))?.json()).toEqual({
      atribuicao_id: essay.id,
    });
    expect(essayHeader.textContent).toContain("Encerrada em 16/03/2026, 10:00");
    const reopen = within(essayHeader).getByRole("button", {
      name: "Reabrir entregas de “Resumo do capítulo 3”",
    });
    expect(reopen).toBe(closeButton);

    fireEvent.click(reopen);
    expect(
      await within(essayHeader).findByText("Entregas de “Resumo do capítulo 3” reabertas."),
    ).toBeTruthy();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(await requests.find((request) => request.url.includes("/atribuicoes/reabrir"))?.json()).toEqual({
      atribuicao_id: essay.id,
    });
    expect(essayHeader.textContent).not.toContain("Encerrada em");
    expect(
      within(essayHeader).getByRole("button", { name: "Encerrar entregas de “Resumo do capítulo 3”" }),
    ).toBeTruthy();
  });

  it("on a phone, an assignment's group closes it too, and its summary says when it was closed", async () => {
    const { requests } = stubTeacher(closable());
    renderApp(webPaths.classPage.build(classA.id));
    const section = await gradebookSection();
    fireEvent.click(await within(section).findByRole("radio", { name: "Conteúdo" }));
    const posterGroup = within(section)
      .getByText("Cartaz sobre reciclagem")
      .closest("details") as HTMLElement;
    expect(posterGroup.querySelector("summary")?.textContent).toContain("Encerrada em 15/03/2026, 09:00");
    const essayGroup = within(section).getByText("Resumo do capítulo 3").closest("details") as HTMLElement;
    openGroup(essayGroup);
    fireEvent.click(
      await within(essayGroup).findByRole("button", { name: "Encerrar entregas de “Resumo do capítulo 3”" }),
    );
    fireEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Encerrar entregas" }),
    );
    expect(
      await within(essayGroup).findByText("Entregas de “Resumo do capítulo 3” encerradas."),
    ).toBeTruthy();
    expect(requests.some((request) => request.url.includes("/atribuicoes/encerrar"))).toBe(true);
    await waitFor(() =>
      expect(essayGroup.querySelector("summary")?.textContent).toContain("Encerrada em 16/03/2026, 10:00"),
    );
    expect(
      within(essayGroup).getByRole("button", { name: "Reabrir entregas de “Resumo do capítulo 3”" }),
    ).toBeTruthy();
  });

  it("'Prazo extra' refuses a date before the start or not after the due date, then grants one the dialog shows", async () => {
    screenWidth(1280);
    let extended: string | null = null;
    const { requests } = stubTeacher([
      [deliveriesCalls.deliveryOfStudent, () => brunosDeliveryDue(extended)],
      [
        assignmentsCalls.assignmentExtend,
        () => {
          // What the form sends for 20/03/2026 23:59 in São Paulo (checked below).
          extended = "2026-03-21T02:59:00.000Z";
          return ok(assignmentsCalls.assignmentExtend, { status: "sucesso" });
        },
      ],
    ]);
    const dialog = await openBrunosEssay();
    const extension = await extensionOf(dialog);
    expect(extension.getByText("Prazo do conteúdo para a turma: 09/03/2026, 23:59.")).toBeTruthy();
    // Folded until asked for: no field, and no second status line beside the grade's.
    expect(extension.queryByLabelText("Novo prazo")).toBeNull();
    expect(within(dialog).getAllByRole("status")).toHaveLength(1);
    const open = extension.getByRole("button", { name: "Dar prazo extra" });
    expect(open.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(open);
    expect(open.getAttribute("aria-expanded")).toBe("true");
    const field = extension.getByLabelText("Novo prazo") as HTMLInputElement;
    expect(field.type).toBe("datetime-local");
    expect(field.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(field.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Datas e horas no fuso America/Sao_Paulo.",
    );

    fireEvent.change(field, { target: { value: "2026-02-20T10:00" } });
    fireEvent.click(extension.getByRole("button", { name: "Conceder prazo" }));
    expect(
      await extension.findByText(
        "O novo prazo não pode ser antes do início do conteúdo (01/03/2026, 07:00).",
      ),
    ).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(field, { target: { value: "2026-03-05T10:00" } });
    fireEvent.click(extension.getByRole("button", { name: "Conceder prazo" }));
    expect(
      await extension.findByText("O novo prazo deve ser depois do prazo do conteúdo (09/03/2026, 23:59)."),
    ).toBeTruthy();
    expect(requests.some((request) => request.url.includes("/atribuicoes/prazo-extra"))).toBe(false);

    fireEvent.change(field, { target: { value: "2026-03-20T23:59" } });
    fireEvent.click(extension.getByRole("button", { name: "Conceder prazo" }));
    expect(await extension.findByText("Prazo de Bruno Lima estendido até 20/03/2026, 23:59.")).toBeTruthy();
    expect(
      await requests.find((request) => request.url.includes("/atribuicoes/prazo-extra"))?.json(),
    ).toEqual({ atribuicao_id: essay.id, aluno_id: bruno.id, fim: "2026-03-21T02:59:00.000Z" });
    expect(field.getAttribute("aria-invalid")).toBeNull();
    // The delivery is asked again: the dialog shows the student's own due date.
    expect(await within(dialog).findByText(/prazo estendido: 20\/03\/2026, 23:59/)).toBeTruthy();
    expect(extension.getByText(/Prazo de Bruno Lima: 20\/03\/2026, 23:59\./)).toBeTruthy();
  });

  it("'Remover prazo extra' takes a student's extra time back and the dialog shows the class's due date again", async () => {
    screenWidth(1280);
    let extended: string | null = "2026-03-21T02:59:00.000Z";
    const { requests } = stubTeacher([
      [deliveriesCalls.deliveryOfStudent, () => brunosDeliveryDue(extended)],
      [
        assignmentsCalls.assignmentExtensionRemove,
        () => {
          extended = null;
          return ok(assignmentsCalls.assignmentExtensionRemove, { status: "sucesso" });
        },
      ],
    ]);
    const dialog = await openBrunosEssay();
    const extension = await extensionOf(dialog);
    expect(extension.getByText(/Prazo de Bruno Lima: 20\/03\/2026, 23:59\./)).toBeTruthy();
    fireEvent.click(extension.getByRole("button", { name: "Remover prazo extra" }));
    expect(
      await extension.findByText("Prazo extra de Bruno Lima removido: vale o prazo da turma."),
    ).toBeTruthy();
    expect(
      await requests.find((request) => request.url.includes("/atribuicoes/prazo-extra/remover"))?.json(),
    ).toEqual({ atribuicao_id: essay.id, aluno_id: bruno.id });
    // Asked again: no own due date left, and nothing more to remove.
    await waitFor(() => expect(extension.queryByText(/Prazo de Bruno Lima:/)).toBeNull());
    expect(extension.queryByRole("button", { name: "Remover prazo extra" })).toBeNull();
  });

  it("'Prazo extra' on a closed assignment says to reopen it first, and shows the server's refusal beside the field", async () => {
    screenWidth(1280);
    const closedReply = brunosDelivery({ ...delivered, status: "entregue" });
    const closedBody = closedReply.body as CallResponse<typeof deliveriesCalls.deliveryOfStudent>;
    stubTeacher([
      [
        deliveriesCalls.deliveryOfStudent,
        (request) =>
          new URL(request.url).searchParams.get("atribuicao_id") === String(poster.id)
            ? ok(deliveriesCalls.deliveryOfStudent, {
                ...closedBody,
                atribuicao: { ...closedBody.atribuicao, encerrada_em: poster.encerrada_em },
              })
            : closedReply,
      ],
      [
        assignmentsCalls.assignmentExtend,
        {
          status: 400,
          body: {
            status: "erro",
            mensagem: "O novo prazo deve ser depois do prazo do conteúdo.",
            campo: "fim",
          },
        },
      ],
    ]);
    let dialog = await openBrunosEssay();
    let extension = await extensionOf(dialog);
    fireEvent.click(extension.getByRole("button", { name: "Dar prazo extra" }));
    fireEvent.change(extension.getByLabelText("Novo prazo"), { target: { value: "2026-03-20T23:59" } });
    fireEvent.click(extension.getByRole("button", { name: "Conceder prazo" }));
    const besideField = await waitFor(() => {
      const shown = extension
        .getAllByText("O novo prazo deve ser depois do prazo do conteúdo.")
        .find((element) => element.classList.contains("field__error"));
      expect(shown).toBeTruthy();
      return shown as HTMLElement;
    });
    expect(extension.getByLabelText("Novo prazo").getAttribute("aria-describedby")).toContain(besideField.id);
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    fireEvent.click(screen.getByRole("button", { name: "Ana Souza, Cartaz sobre reciclagem: Não entregue" }));
    dialog = await screen.findByRole("dialog", { name: "Ana Souza — Cartaz sobre reciclagem" });
    extension = await extensionOf(dialog);
    expect(
      extension.getByText(
        "As entregas deste conteúdo estão encerradas. Para dar prazo extra, reabra-as na coluna do conteúdo em Notas.",
      ),
    ).toBeTruthy();
    expect(extension.queryByLabelText("Novo prazo")).toBeNull();
    expect(extension.queryByRole("button", { name: "Dar prazo extra" })).toBeNull();
    expect(within(dialog).getByText(/Encerrada em 15\/03\/2026, 09:00/)).toBeTruthy();
  });
});

describe("an assignment's dates ('Editar datas') and its removal ('Remover')", () => {
  it("changes the class's dates in the tenant's zone, refusing an end before the start", async () => {
    screenWidth(1280);
    const { requests } = stubTeacher([
      [
        assignmentsCalls.assignmentReschedule,
        ok(assignmentsCalls.assignmentReschedule, {
          atribuicao: makeAssignmentSummary({
            id: essay.id,
            agendamento: { inicio: "2026-03-02T10:00:00.000Z", fim: "2026-03-20T02:59:00.000Z" },
          }),
        }),
      ],
    ]);
    renderApp(webPaths.classPage.build(classA.id));
    const table = await screen.findByRole("table", { name: "Notas da turma 7º ano A" });
    const header = within(table).getByRole("columnheader", { name: /Resumo do capítulo 3/ });
    fireEvent.click(
      within(header).getByRole("button", { name: "Editar as datas de “Resumo do capítulo 3”" }),
    );
    expect((within(header).getByLabelText("Início") as HTMLInputElement).value).toBe("2026-03-01T07:00");
    fireEvent.change(within(header).getByLabelText("Fim"), { target: { value: "2026-02-01T10:00" } });
    fireEvent.click(within(header).getByRole("button", { name: "Salvar datas" }));
    expect(await within(header).findByText("A data de fim deve ser depois da data de início.")).toBeTruthy();
    fireEvent.change(within(header).getByLabelText("Início"), { target: { value: "2026-03-02T07:00" } });
    fireEvent.change(within(header).getByLabelText("Fim"), { target: { value: "2026-03-19T23:59" } });
    fireEvent.click(within(header).getByRole("button", { name: "Salvar datas" }));
    expect(await within(header).findByText("Datas de “Resumo do capítulo 3” alteradas.")).toBeTruthy();
    expect(await requests.find((request) => request.url.includes("/atribuicoes/editar"))?.json()).toEqual({
      atribuicao_id: essay.id,
      agendamento: { inicio: "2026-03-02T10:00:00.000Z", fim: "2026-03-20T02:59:00.000Z" },
    });
  });

  it("says how many deliveries a removal takes before removing, and removes only when confirmed", async () => {
    screenWidth(1280);
    const { requests } = stubTeacher([
      [assignmentsCalls.assignmentRemove, ok(assignmentsCalls.assignmentRemove, { status: "sucesso" })],
    ]);
    renderApp(webPaths.classPage.build(classA.id));
    const table = await screen.findByRole("table", { name: "Notas da turma 7º ano A" });
    const header = within(table).getByRole("columnheader", { name: /Resumo do capítulo 3/ });
    await confirmAfterCancelling(requests, {
      button: within(header).getByRole("button", { name: "Remover “Resumo do capítulo 3” da turma" }),
      dialog: "Remover “Resumo do capítulo 3” da turma?",
      // Ana's graded essay and Bruno's delivered one.
      says: "As entregas de 2 alunos, com notas, comentários e arquivos, saem da turma e do boletim.",
      call: "/atribuicoes/remover",
      confirm: "Remover",
    });
    expect(await within(header).findByText("“Resumo do capítulo 3” removido da turma.")).toBeTruthy();
    expect(await requests.find((request) => request.url.includes("/atribuicoes/remover"))?.json()).toEqual({
      atribuicao_id: essay.id,
    });
  });
});

/** Opens a group of the phone views as its summary's tap does (jsdom has no tap on a summary). */
function openGroup(group: HTMLElement) {
  (group as HTMLDetailsElement).open = true;
  fireEvent(group, new Event("toggle"));
}
