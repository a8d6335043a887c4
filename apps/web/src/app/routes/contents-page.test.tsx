import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { AssignedLesson } from "@trilha/contracts/assigned-lesson";
import { myContents } from "@trilha/contracts/assignments.calls";
import type { CallContract } from "@trilha/contracts/call";
import { deliveryGradesSeen, deliveryMine, deliverySubmit } from "@trilha/contracts/deliveries.calls";
import { learningPaths } from "@trilha/contracts/learning-paths.calls";
import { webPaths } from "@trilha/contracts/web-paths";
import { describe, expect, it } from "vitest";
import { enqueueDelivery, pendingDeliveries } from "../../features/lesson/delivery-outbox.ts";
import { getSession } from "../../lib/session-store.ts";
import { failure, ok, type Reply, type StubbedReply, stubApi } from "../../test/api-stub.ts";
import { makeUser } from "../../test/fixtures.ts";
import { makeAssignedLesson, makeAttempt, makeLessonPage, TIME_ZONE } from "../../test/learning-fixtures.ts";
import { renderApp } from "../../test/render-app.tsx";
import { signIn } from "../../test/session.ts";

const noPaths: [typeof learningPaths, StubbedReply] = [learningPaths, ok(learningPaths, { trilhas: [] })];

/** As the page shows an instant: in the tenant's time zone. */
const shown = (iso: string) =>
  new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeStyle: "short", timeZone: TIME_ZONE }).format(
    new Date(iso),
  );

const EVERY_STATUS: AssignedLesson[] = [
  makeAssignedLesson({
    atribuicao_id: 1,
    titulo: "Frações equivalentes",
    tipo: "PAD",
    status: "avaliada",
    entregue_em: "2026-03-04T15:00:00.000Z",
    ultima_nota: 7.5,
    tagsFiltro: ["Matemática", "7º ano"],
  }),
  makeAssignedLesson({ atribuicao_id: 2, titulo: "Maquete", tipo: "ARQ", status: "nao_entregue" }),
  makeAssignedLesson({
    atribuicao_id: 3,
    titulo: "Resumo",
    status: "entregue",
    entregue_em: "2026-03-10T15:00:00.000Z",
    atrasada: true,
  }),
  makeAssignedLesson({ atribuicao_id: 4, titulo: "Desenho", tipo: "ARQ", status: "refazer" }),
  makeAssignedLesson({ atribuicao_id: 5, titulo: "Notícia da semana", status: "atrasada" }),
  makeAssignedLesson({
    atribuicao_id: 6,
    titulo: "Poema",
    status: "aberta",
    fim_aluno: "2026-03-12T23:00:00.000Z",
  }),
  makeAssignedLesson({ atribuicao_id: 7, titulo: "Música e ritmo", tipo: "PAD", status: "em_breve" }),
];

function page(conteudos: AssignedLesson[], pagina = 1, total = conteudos.length, limite = 20) {
  return ok(myContents, { conteudos, pagina, limite, total, fuso_horario: TIME_ZONE });
}

/** The API for a signed-in student: their contents answered by `contents`, and the other calls named. */
function stubStudentApi(contents: Reply, others: [CallContract, Reply][] = [], user = makeUser()) {
  return stubApi([signIn(user), noPaths, [myContents, contents], ...others]);
}

function card(title: string): HTMLElement {
  const item = screen.getByRole("link", { name: title }).closest("li");
  if (!item) throw new Error(`no card for ${title}`);
  return item;
}

function contentsQueries(requests: Request[]) {
  return requests
    .filter((request) => new URL(request.url).pathname === "/pedagogico/pt-br/conteudos/aluno")
    .map((request) => Object.fromEntries(new URL(request.url).searchParams));
}

describe("Conteúdos", { timeout: 20_000 }, () => {
  it("lists the student's lessons of every class with class, type, dates, status and grade", async () => {
    stubStudentApi(page(EVERY_STATUS));
    renderApp(webPaths.signedIn.build());
    expect(await screen.findByRole("heading", { level: 2, name: "Conteúdos" })).toBeTruthy();
    await screen.findByRole("link", { name: "Frações equivalentes" });

    const graded = card("Frações equivalentes");
    expect(graded.textContent).toContain("7º ano A · Leitura ou vídeo");
    expect(graded.textContent).toContain(
      `Início: ${shown("2026-03-02T10:00:00.000Z")} · Prazo: ${shown("2026-03-09T23:00:00.000Z")}`,
    );
    expect(graded.textContent).toContain(`Entregue em ${shown("2026-03-04T15:00:00.000Z")}`);
    expect(within(graded).getByText("Nota: 7,5")).toBeTruthy();
    expect(within(graded).getByText("Avaliada")).toBeTruthy();
    expect(within(within(graded).getByRole("list", { name: "Tags" })).getAllByRole("listitem")).toHaveLength(
      2,
    );
    expect(screen.getByRole("link", { name: "Frações equivalentes" }).getAttribute("href")).toBe(
      webPaths.lesson.build(1),
    );

    expect(within(card("Maquete")).getByText("Não entregue")).toBeTruthy();
    expect(card("Maquete").textContent).toContain("Envio de arquivos");
    expect(card("Resumo").textContent).toContain(
      `Entregue com atraso em ${shown("2026-03-10T15:00:00.000Z")}`,
    );
    expect(within(card("Desenho")).getByText("Refazer")).toBeTruthy();
    expect(within(card("Notícia da semana")).getByText("Atrasada")).toBeTruthy();
    expect(within(card("Poema")).getByText("Aberta")).toBeTruthy();
    expect(card("Poema").textContent).toContain(`${shown("2026-03-12T23:00:00.000Z")} (prazo estendido)`);
    expect(within(card("Música e ritmo")).getByText("Em breve")).toBeTruthy();
    // Listed in the server's order: by due date.
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(
      EVERY_STATUS.map((lesson) => lesson.titulo),
    );
    expect(screen.getByText("Mostrando 7 de 7.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Carregar mais" })).toBeNull();
  });

  it("loads the next page from the server when asked", async () => {
    const { requests } = stubStudentApi((request) => {
      const pagina = Number(new URL(request.url).searchParams.get("pagina"));
      return pagina === 1 ? page(EVERY_STATUS.slice(0, 4), 1, 7, 4) : page(EVERY_STATUS.slice(4), 2, 7, 4);
    });
    renderApp(webPaths.signedIn.build());
    await screen.findByText("Mostrando 4 de 7.");
    expect(screen.queryByRole("link", { name: "Poema" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Carregar mais" }));
    await screen.findByRole("link", { name: "Poema" });
    expect(screen.getByText("Mostrando 7 de 7.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Carregar mais" })).toBeNull();
    expect(contentsQueries(requests).map((query) => query.pagina)).toEqual(["1", "2"]);
  });

  it("filters by status and by tag on the server, and keeps the filters in the address", async () => {
    const { requests } = stubStudentApi((request) => {
      const params = new URL(request.url).searchParams;
      const status = params.get("status");
      const tag = params.get("tag")?.toLowerCase();
      return page(
        EVERY_STATUS.filter(
          (lesson) =>
            (!status || lesson.status === status) &&
            (!tag || lesson.tagsFiltro.some((candidate) => candidate.toLowerCase() === tag)),
        ),
      );
    });
    const { router } = renderApp(webPaths.signedIn.build());
    await screen.findByRole("link", { name: "Poema" });

    fireEvent.change(screen.getByLabelText("Situação"), { target: { value: "atrasada" } });
    await waitFor(() => expect(screen.queryByRole("link", { name: "Poema" })).toBeNull());
    expect(screen.getByRole("link", { name: "Notícia da semana" })).toBeTruthy();
    expect(router.state.location.search).toBe("?situacao=atrasada");

    fireEvent.change(screen.getByLabelText("Situação"), { target: { value: "" } });
    await screen.findByRole("link", { name: "Poema" });
    // The tags offered are those of the lessons listed.
    const tags = within(screen.getByLabelText("Tag"))
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(tags).toEqual(["Todas as tags", "7º ano", "Língua Portuguesa", "Matemática"]);
    fireEvent.change(screen.getByLabelText("Tag"), { target: { value: "Matemática" } });
    await waitFor(() => expect(screen.queryByRole("link", { name: "Poema" })).toBeNull());
    expect(screen.getByRole("link", { name: "Frações equivalentes" })).toBeTruthy();
    expect(router.state.location.search).toBe(`?tag=${encodeURIComponent("Matemática")}`);

    fireEvent.change(screen.getByLabelText("Situação"), { target: { value: "aberta" } });
    expect(await screen.findByText("Nenhum conteúdo com estes filtros.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Limpar filtros" }));
    await screen.findByRole("link", { name: "Poema" });

    // Each filter once at least (a list shown again may be refreshed too).
    const distinct = [...new Set(contentsQueries(requests).map((query) => JSON.stringify(query)))];
    expect(distinct.map((query) => JSON.parse(query))).toEqual([
      { pagina: "1", limite: "20" },
      { pagina: "1", limite: "20", status: "atrasada" },
      { pagina: "1", limite: "20", tag: "Matemática" },
      { pagina: "1", limite: "20", status: "aberta", tag: "Matemática" },
    ]);
  });

  it("opens a lesson on its own page, whose 'Voltar' comes back to the list as filtered", async () => {
    stubStudentApi(page(EVERY_STATUS.filter((lesson) => lesson.status === "atrasada")), [
      [deliveryMine, ok(deliveryMine, makeLessonPage({ lesson: EVERY_STATUS[4] }))],
    ]);
    const { router } = renderApp(`${webPaths.signedIn.build()}?situacao=atrasada`);
    fireEvent.click(await screen.findByRole("link", { name: "Notícia da semana" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Notícia da semana" })).toBeTruthy();
    expect(router.state.location.pathname).toBe(webPaths.lesson.build(5));
    expect(screen.getByRole("link", { name: "Voltar aos conteúdos" }).getAttribute("href")).toBe(
      `${webPaths.signedIn.build()}?situacao=atrasada`,
    );
  });

  it("says so when there is nothing yet", async () => {
    stubStudentApi(page([]));
    renderApp(webPaths.signedIn.build());
    expect(await screen.findByText("Ainda não há conteúdos para exibir.")).toBeTruthy();
  });

  it("shows the server's message when the list fails, and ends the session on a 401", async () => {
    stubStudentApi(failure(500, "Falha ao listar."));
    const first = renderApp(webPaths.signedIn.build());
    expect((await screen.findByRole("alert")).textContent).toBe("Falha ao listar.");
    first.unmount();

    stubStudentApi(failure(401));
    renderApp(webPaths.signedIn.build());
    expect(await screen.findByRole("heading", { level: 1, name: "Acesse sua conta" })).toBeTruthy();
    expect(getSession().status).toBe("signed-out");
  });

  it("sends a delivery left pending in this browser, marks it meanwhile, and lists it delivered", async () => {
    const user = makeUser();
    enqueueDelivery(user.id, { atribuicao_id: 6, tentativa: 1, resposta: "Meu poema" });
    let online = false;
    let delivered = false;
    const { requests } = stubStudentApi(
      () =>
        page([
          delivered
            ? makeAssignedLesson({
                ...EVERY_STATUS[5],
                status: "entregue",
                entregue_em: "2026-03-05T12:00:00.000Z",
              })
            : (EVERY_STATUS[5] as AssignedLesson),
        ]),
      [
        [
          deliverySubmit,
          () => {
            if (!online) throw new TypeError("Failed to fetch");
            delivered = true;
            return ok(deliverySubmit, {
              entrega: {
                status: "entregue",
                refazer: false,
                ultima_nota: null,
                tentativas: [makeAttempt({ resposta: "Meu poema", entregue_em: "2026-03-05T12:00:00.000Z" })],
              },
              entregue_em: "2026-03-05T12:00:00.000Z",
            });
          },
        ],
      ],
      user,
    );
    renderApp(webPaths.signedIn.build());
    expect(await screen.findByText("Entrega aguardando conexão para ser enviada.")).toBeTruthy();
    expect(pendingDeliveries(user.id)).toHaveLength(1);

    online = true;
    window.dispatchEvent(new Event("online"));
    await waitFor(() => expect(within(card("Poema")).getByText("Entregue")).toBeTruthy());
    expect(screen.queryByText("Entrega aguardando conexão para ser enviada.")).toBeNull();
    expect(pendingDeliveries(user.id)).toEqual([]);
    const sends = requests.filter((request) => new URL(request.url).pathname.endsWith("/entregas/entregar"));
    expect(sends).toHaveLength(2);
    const keys = await Promise.all(sends.map(async (request) => (await request.clone().json()).chave_envio));
    expect(new Set(keys).size).toBe(1);
  });
  it("shows a new grade with its comment as 'Nova nota' and tells the server once that it was shown", async () => {
    const graded = makeAssignedLesson({
      atribuicao_id: 11,
      titulo: "Redação",
      status: "avaliada",
      entregue_em: "2026-03-04T15:00:00.000Z",
      ultima_nota: 9,
      nova_nota: true,
      comentario: "Ótimo argumento.",
    });
    const { requests } = stubStudentApi(
      page([graded, makeAssignedLesson({ atribuicao_id: 12, titulo: "Poema" })]),
      [[deliveryGradesSeen, ok(deliveryGradesSeen, { status: "sucesso" })]],
    );
    renderApp(webPaths.signedIn.build());
    await screen.findByRole("link", { name: "Redação" });
    expect(within(card("Redação")).getByText("Nova nota")).toBeTruthy();
    expect(within(card("Redação")).getByText("Comentário do professor: Ótimo argumento.")).toBeTruthy();
    expect(within(card("Poema")).queryByText("Nova nota")).toBeNull();
    const seen = () => requests.filter((request) => request.url.endsWith("/entregas/notas-vistas"));
    await waitFor(() => expect(seen()).toHaveLength(1));
    expect(await seen()[0]?.json()).toEqual({ atribuicao_ids: [11] });
  });
});
