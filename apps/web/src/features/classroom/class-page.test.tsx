import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { AssignedLesson } from "@trilha/contracts/assigned-lesson";
import { assignmentCreate, myContents } from "@trilha/contracts/assignments.calls";
import { activeGroups, taughtGroups } from "@trilha/contracts/classes.calls";
import { gradebook } from "@trilha/contracts/deliveries.calls";
import { learningPaths } from "@trilha/contracts/learning-paths.calls";
import { type LessonSummary, lessonPreview } from "@trilha/contracts/lessons.calls";
import { classJoinCodeRenew } from "@trilha/contracts/registrations.calls";
import { webPaths } from "@trilha/contracts/web-paths";
import { describe, expect, it } from "vitest";
import { changeLanguage } from "../../lib/i18n.ts";
import { ok, type StubbedReply, stubApi } from "../../test/api-stub.ts";
import { catalogOf, classA, classTeacherReplies, makeAssignmentSummary } from "../../test/class-teacher.ts";
import { makeUser } from "../../test/fixtures.ts";
import { renderApp } from "../../test/render-app.tsx";
import { signIn } from "../../test/session.ts";

const ZONE = "America/Sao_Paulo";

function lesson(overrides: Partial<AssignedLesson> = {}): AssignedLesson {
  return {
    atribuicao_id: 31,
    codigo: "DEMO025",
    tipo: "ESC",
    titulo: "Resumo do capítulo 3",
    turma: classA,
    agendamento: { inicio: "2026-03-01T10:00:00.000Z", fim: "2026-03-10T02:59:00.000Z" },
    fim_aluno: "2026-03-10T02:59:00.000Z",
    encerrada_em: null,
    status: "avaliada",
    entregue_em: "2026-03-09T18:00:00.000Z",
    atrasada: false,
    ultima_nota: 7.5,
    nova_nota: false,
    comentario: null,
    tagsFiltro: [],
    ...overrides,
  };
}

const catalogLesson: LessonSummary = {
  id: 12,
  codigo: "LES012",
  tipo: "ESC",
  titulo: "Carta a um amigo",
  versao: 2,
  tagsFiltro: [],
  arquivado: false,
  atualizado_em: "2026-02-01T12:00:00.000Z",
  autor: { id: 2, nome: "Paulo Professor" },
};

const noPaths: [typeof learningPaths, StubbedReply] = [learningPaths, ok(learningPaths, { trilhas: [] })];

function emptyGradebook() {
  return ok(gradebook, {
    turma: { id: classA.id, nome: classA.nome },
    ano: 2026,
    periodo: null,
    fuso_horario: ZONE,
    atribuicoes: [],
    alunos: [],
    celulas: [],
  });
}

/**
 * A teacher of 7º ano A on its page (an empty gradebook of this year, the class at Escola Aurora with 25
 * students unless `teacher` says otherwise), with the calls a test adds.
 */
function teachersClassPage(
  more: Parameters<typeof stubApi>[0],
  teacher: Parameters<typeof classTeacherReplies>[0] = { taught: { escola: "Escola Aurora", alunos: 25 } },
  lang?: Parameters<typeof stubApi>[1],
) {
  return stubApi([...classTeacherReplies(teacher), [gradebook, emptyGradebook()], ...more], lang);
}

/** The answer to giving the class lesson `conteudo_id`, in April. */
function created(id: number, conteudo_id: number) {
  return ok(assignmentCreate, {
    atribuicao: makeAssignmentSummary({
      id,
      conteudo_id,
      versao: 2,
      agendamento: { inicio: "2026-04-01T10:00:00.000Z", fim: "2026-04-08T02:59:00.000Z" },
    }),
  });
}

/** The class page at `path`, and its 'Atribuir conteúdo' form. */
async function assignForm(path = webPaths.classPage.build(classA.id)) {
  renderApp(path);
  const form = (await screen.findByRole("heading", { name: "Atribuir conteúdo" })).closest(
    "section",
  ) as HTMLElement;
  return within(form);
}

describe("the class page", () => {
  it("links every class of the list to its page", async () => {
    stubApi([signIn(makeUser()), noPaths, [activeGroups, ok(activeGroups, { grupos: [classA] })]]);
    renderApp(webPaths.classes.build());
    const link = await screen.findByRole("link", { name: "7º ano A" });
    expect(link.getAttribute("href")).toBe(webPaths.classPage.build(classA.id));
  });

  it("shows a student the class's lessons, each linking to its lesson page, with status, due date and grade", async () => {
    const { requests } = stubApi([
      signIn(makeUser()),
      noPaths,
      [activeGroups, ok(activeGroups, { grupos: [classA] })],
      [taughtGroups, ok(taughtGroups, { grupos: [] })],
      [
        myContents,
        ok(myContents, {
          conteudos: [
            lesson(),
            lesson({
              atribuicao_id: 32,
              titulo: "Mapa do bairro",
              tipo: "ARQ",
              status: "nao_entregue",
              entregue_em: null,
              ultima_nota: null,
            }),
          ],
          pagina: 1,
          limite: 20,
          total: 2,
          fuso_horario: ZONE,
        }),
      ],
    ]);
    renderApp(webPaths.classPage.build(classA.id));
    expect(await screen.findByRole("heading", { level: 1, name: "7º ano A" })).toBeTruthy();
    const first = await screen.findByRole("link", { name: "Resumo do capítulo 3" });
    expect(first.getAttribute("href")).toBe(webPaths.lesson.build(31));
    const card = first.closest("li") as HTMLElement;
    expect(card.textContent).toContain("Resposta escrita");
    expect(card.textContent).toContain("Prazo: 09/03/2026, 23:59");
    expect(card.textContent).toContain("Avaliada");
    expect(card.textContent).toContain("Nota: 7,5");
    const missing = screen.getByRole("link", { name: "Mapa do bairro" }).closest("li") as HTMLElement;
    expect(missing.textContent).toContain("Não entregue");
    expect(missing.textContent).not.toContain("Nota");
    const listCall = requests.find((request) => request.url.includes("/conteudos/aluno"));
    expect(new URL(listCall?.url ?? "").searchParams.get("turma_id")).toBe(String(classA.id));
    expect(screen.queryByRole("heading", { name: "Atribuir conteúdo" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Notas" })).toBeNull();
  });

  it("says so when the class is not one of the person's", async () => {
    stubApi([signIn(makeUser()), noPaths, [activeGroups, ok(activeGroups, { grupos: [] })]]);
    renderApp(webPaths.classPage.build(99));
    expect(await screen.findByText("Esta turma não existe ou você não participa dela.")).toBeTruthy();
  });

  it("lets a teacher assign a lesson of the catalogue with 'Início' and 'Fim' read in the tenant's zone", async () => {
    const { requests } = teachersClassPage([catalogOf(catalogLesson), [assignmentCreate, created(80, 12)]]);
    const scope = await assignForm();
    await scope.findByRole("option", { name: /Carta a um amigo/ });
    // A teacher who may not write lessons (neither share nor publish) is told why.
    expect(
      scope.getByText(/mas não cria novos: criar conteúdos exige a permissão de compartilhar/),
    ).toBeTruthy();

    fireEvent.click(scope.getByRole("button", { name: "Atribuir" }));
    expect(await scope.findByText("Escolha um conteúdo.")).toBeTruthy();

    fireEvent.change(scope.getByLabelText("Conteúdo"), { target: { value: "12" } });
    fireEvent.change(scope.getByLabelText("Início"), { target: { value: "2026-04-01T07:00" } });
    fireEvent.change(scope.getByLabelText("Fim"), { target: { value: "2026-03-30T23:59" } });
    fireEvent.click(scope.getByRole("button", { name: "Atribuir" }));
    expect(await scope.findByText("A data de fim deve ser depois da data de início.")).toBeTruthy();

    fireEvent.change(scope.getByLabelText("Fim"), { target: { value: "2026-04-07T23:59" } });
    fireEvent.click(scope.getByRole("button", { name: "Atribuir" }));
    expect(await scope.findByText("“Carta a um amigo” foi atribuído à turma 7º ano A.")).toBeTruthy();
    const sent = requests.find((request) => request.url.includes("/atribuicoes/criar"));
    expect(await sent?.json()).toEqual({
      conteudo_id: 12,
      turma_id: classA.id,
      agendamento: { inicio: "2026-04-01T10:00:00.000Z", fim: "2026-04-08T02:59:00.000Z" },
      chave_envio: expect.stringMatching(/^[0-9a-f]{24}$/),
    });
    expect(scope.getByText("Datas e horas no fuso America/Sao_Paulo.")).toBeTruthy();
  });

  it("offers 'Dar nota a esta leitura' for a reading only, and sends what the teacher chose", async () => {
    const reading: LessonSummary = {
      ...catalogLesson,
      id: 13,
      codigo: "LES013",
      tipo: "PAD",
      titulo: "Biomas",
    };
    const { requests } = teachersClassPage([
      catalogOf(catalogLesson, reading),
      [assignmentCreate, created(81, 13)],
    ]);
    const scope = await assignForm();
    await scope.findByRole("option", { name: /Biomas/ });
    const label = /Dar nota a esta leitura/;
    fireEvent.change(scope.getByLabelText("Conteúdo"), { target: { value: "12" } });
    expect(scope.queryByLabelText(label)).toBeNull();
    fireEvent.change(scope.getByLabelText("Conteúdo"), { target: { value: "13" } });
    const grade = scope.getByLabelText(label) as HTMLInputElement;
    expect(grade.checked).toBe(false);
    fireEvent.click(grade);
    fireEvent.click(scope.getByRole("button", { name: "Atribuir" }));
    expect(await scope.findByText("“Biomas” foi atribuído à turma 7º ano A.")).toBeTruthy();
    const sent = requests.find((request) => request.url.includes("/atribuicoes/criar"));
    expect(await sent?.json()).toMatchObject({ conteudo_id: 13, com_nota: true });
  });

  it("'Pré-visualizar' shows the chosen lesson as it would be given, its body cut to the allow-list", async () => {
    teachersClassPage([
      catalogOf(catalogLesson),
      [
        lessonPreview,
        ok(lessonPreview, {
          conteudo: {
            ...catalogLesson,
            tagsFiltro: ["Língua Portuguesa", "7º ano"],
            corpo:
              '<p>Escreva uma carta.<script>alert(1)</script></p><p onclick="x()">Conte as novidades.</p>',
            nota_maxima: 10,
            anexos: [{ id: 7, nome: "modelo.pdf", tamanho: 2048, tipo: "application/pdf" }],
          },
        }),
      ],
    ]);
    const scope = await assignForm();
    await scope.findByRole("option", { name: /Carta a um amigo/ });
    expect(scope.queryByRole("button", { name: "Pré-visualizar" })).toBeNull();
    fireEvent.change(scope.getByLabelText("Conteúdo"), { target: { value: "12" } });
    fireEvent.click(scope.getByRole("button", { name: "Pré-visualizar" }));
    const dialog = await screen.findByRole("dialog", { name: "Prévia: Carta a um amigo" });
    expect(within(dialog).getByText("Escreva uma carta.")).toBeTruthy();
    expect(dialog.querySelector("script, [onclick]")).toBeNull();
    expect(within(dialog).getByText("Paulo Professor")).toBeTruthy();
    expect(within(dialog).getByText("modelo.pdf")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Fechar" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("asks before giving a class a lesson it already has, and sends it again with the same key when told", async () => {
    let calls = 0;
    const { requests } = teachersClassPage([
      catalogOf(catalogLesson),
      [
        assignmentCreate,
        () => {
          calls++;
          if (calls === 1) {
            return {
              status: 409,
              body: {
                status: "erro",
                mensagem: "Este conteúdo já foi atribuído a esta turma. Confirme para atribuí-lo de novo.",
                campo: "repetir",
              },
            };
          }
          return created(81, 12);
        },
      ],
    ]);
    const scope = await assignForm();
    await scope.findByRole("option", { name: /Carta a um amigo/ });
    fireEvent.change(scope.getByLabelText("Conteúdo"), { target: { value: "12" } });
    fireEvent.click(scope.getByRole("button", { name: "Atribuir" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Atribuir de novo?" });
    expect(
      within(dialog).getByText(
        "Este conteúdo já foi atribuído a esta turma. Confirme para atribuí-lo de novo.",
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Atribuir de novo" }));
    expect(await scope.findByText("“Carta a um amigo” foi atribuído à turma 7º ano A.")).toBeTruthy();
    const sent = await Promise.all(
      requests
        .filter((request) => request.url.includes("/atribuicoes/criar"))
        .map((request) => request.json()),
    );
    expect(sent).toHaveLength(2);
    expect(sent[0].repetir).toBeUndefined();
    expect(sent[1]).toMatchObject({ repetir: true, chave_envio: sent[0].chave_envio });
  });

  it("searches the catalogue by what the teacher types", async () => {
    const { requests } = teachersClassPage([catalogOf()], { year: 2026 }, "en-us");
    await changeLanguage("en-us");
    renderApp(webPaths.classPage.build(classA.id));
    fireEvent.change(await screen.findByLabelText("Search contents"), { target: { value: "carta" } });
    await waitFor(() =>
      expect(requests.some((request) => new URL(request.url).searchParams.get("busca") === "carta")).toBe(
        true,
      ),
    );
    expect(await screen.findByRole("option", { name: "No content found" })).toBeTruthy();
    expect(screen.getByText("This class has no students yet.")).toBeTruthy();
  });

  it("opened from 'Atribuir a uma turma', searches the new lesson by its code and chooses it", async () => {
    const { requests } = teachersClassPage([catalogOf(catalogLesson)], {
      user: makeUser({
        funcoes: {
          compartilhar: true,
          publicar: false,
          forca_senha: false,
          "administrador-plataforma": false,
        },
      }),
      taught: { alunos: 25 },
    });
    const form = await assignForm(`${webPaths.classPage.build(classA.id)}?atribuir=${catalogLesson.codigo}`);
    await waitFor(() =>
      expect((form.getByLabelText("Conteúdo") as HTMLSelectElement).value).toBe(String(catalogLesson.id)),
    );
    expect(
      requests.some((request) => new URL(request.url).searchParams.get("busca") === catalogLesson.codigo),
    ).toBe(true);
    // An author is not told she may not write lessons.
    expect(form.queryByText(/mas não cria novos/)).toBeNull();
  });

  it("shows its teachers the class's join code, makes the first one at once and asks before replacing it", async () => {
    let code: string | null = null;
    const { requests } = teachersClassPage(
      [
        catalogOf(),
        [
          classJoinCodeRenew,
          () => {
            code = "TPAGXW3E";
            return ok(classJoinCodeRenew, {
              status: "sucesso",
              mensagem: "Novo código gerado. O código anterior não funciona mais.",
              codigo_entrada: code,
            });
          },
        ],
      ],
      { taught: () => ({ codigo_entrada: code }) },
    );
    renderApp(webPaths.classPage.build(classA.id));
    const panel = await screen.findByRole("region", { name: "Código da turma" });
    expect(within(panel).getByText("Esta turma ainda não tem código.")).toBeTruthy();
    fireEvent.click(within(panel).getByRole("button", { name: "Gerar código" }));
    expect(await within(panel).findByText("TPAG-XW3E")).toBeTruthy();
    expect(within(panel).getByRole("status").textContent).toBe(
      "Novo código gerado. O código anterior não funciona mais.",
    );
    const sent = requests.find((request) => request.url.endsWith("/turma/codigo-entrada"));
    expect(await sent?.json()).toEqual({ turma_id: classA.id });

    fireEvent.click(within(panel).getByRole("button", { name: "Gerar novo código" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Gerar novo código?" });
    expect(dialog.textContent).toContain("O código atual de 7º ano A, TPAG-XW3E, deixará de funcionar.");
  });
});
