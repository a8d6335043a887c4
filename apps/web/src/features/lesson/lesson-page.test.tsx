import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { AssignedLesson } from "@trilha/contracts/assigned-lesson";
import * as deliveriesCalls from "@trilha/contracts/deliveries.calls";
import { learningPaths } from "@trilha/contracts/learning-paths.calls";
import { lessonAttachment, lessonAttachmentLink } from "@trilha/contracts/lessons.calls";
import type { Upload } from "@trilha/contracts/uploads.calls";
import * as uploadsCalls from "@trilha/contracts/uploads.calls";
import { webPaths } from "@trilha/contracts/web-paths";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { failure, ok, type StubbedReply, stubApi } from "../../test/api-stub.ts";
import { makeUser } from "../../test/fixtures.ts";
import { type LessonPage, makeAttempt, makeLessonPage, TIME_ZONE } from "../../test/learning-fixtures.ts";
import { renderApp } from "../../test/render-app.tsx";
import { signIn } from "../../test/session.ts";
import { draftStorageKey, readLocalDraft, writeLocalDraft } from "./answer-draft.ts";
import { pendingDeliveries } from "./delivery-outbox.ts";
import { DRAFT_SAVE_DELAY_MS } from "./use-answer-draft.ts";

const USER = makeUser();
const ID = 11;
const DELIVERED_AT = "2026-03-05T12:00:00.000Z";

const shown = (iso: string) =>
  new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeStyle: "short", timeZone: TIME_ZONE }).format(
    new Date(iso),
  );
const shownTime = (iso: string) =>
  new Intl.DateTimeFormat("pt-BR", { timeStyle: "short", timeZone: TIME_ZONE }).format(new Date(iso));

const noPaths: [typeof learningPaths, StubbedReply] = [learningPaths, ok(learningPaths, { trilhas: [] })];

type Body = Record<string, unknown>;

/** jsdom has no object URLs: these stand in for the browser's, keep each blob made, and go when the test ends. */
function stubObjectUrls(url: (count: number) => string) {
  const blobs: Blob[] = [];
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    blobs.push(blob as Blob);
    return url(blobs.length);
  };
  URL.revokeObjectURL = () => undefined;
  onTestFinished(() => {
    Reflect.deleteProperty(URL, "createObjectURL");
    Reflect.deleteProperty(URL, "revokeObjectURL");
  });
  return blobs;
}

/** A stored file's download, its content naming the file the query string asked for: `${word} ${id}`. */
function storedFile(idParam: string, word: string, headers: Record<string, string>) {
  return (request: Request): StubbedReply => {
    const id = new URL(request.url).searchParams.get(idParam);
    return { status: 200, body: null, file: { content: `${word} ${id}`, headers } };
  };
}

/** A media link's answer: the address `path` sealed for the id the request names in `idField`. */
function sealedLink(
  call: typeof deliveriesCalls.deliveryFileLink | typeof lessonAttachmentLink,
  idField: string,
  path: string,
) {
  return async (request: Request): Promise<StubbedReply> => {
    const id = ((await request.json()) as Body)[idField];
    return ok(call, { url: `${path}?link=selado-${String(id)}`, expira_em: DELIVERED_AT });
  };
}

/** A 47 KB PDF and a 3 MB spreadsheet, as the server lists stored files. */
const pdfAndSheet = ([pdfId, pdfName]: [number, string], [sheetId, sheetName]: [number, string]) => [
  { id: pdfId, nome: pdfName, tamanho: 48_213, tipo: "application/pdf" },
  {
    id: sheetId,
    nome: sheetName,
    tamanho: 3 * 1024 * 1024,
    tipo: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  },
];

/** A file lesson delivered at DELIVERED_AT with a PDF and a spreadsheet, due as `lesson` says. */
function deliveredFiles(lesson: Partial<AssignedLesson> = {}) {
  return makeLessonPage({
    lesson: { tipo: "ARQ", status: "entregue", entregue_em: DELIVERED_AT, ...lesson },
    attempts: [
      makeAttempt({
        entregue_em: DELIVERED_AT,
        arquivos: pdfAndSheet([1, "trabalho.pdf"], [2, "planilha.xlsx"]),
      }),
    ],
  });
}

/**
 * The lesson's calls as the server answers them: the page as it is now, a draft saved when its revision is
 * newer, a delivery once per key. `network` false makes every call fail without an answer.
 */
function stubLesson(
  initial: LessonPage,
  options: { refuse?: StubbedReply; delivered?: "entregue" | "concluida" } = {},
) {
  const server = {
    page: initial,
    network: true,
    expired: false,
    drafts: [] as Body[],
    deliveries: [] as Body[],
    uploads: new Map<string, Upload>(),
    cancelled: [] as string[],
    removed: [] as number[],
  };
  const upload = (id: string) => server.uploads.get(id) as Upload;
  const keys = new Set<string>();
  const unreachable = () => {
    if (!server.network) throw new TypeError("Failed to fetch");
  };
  const stub = stubApi([
    signIn(USER),
    noPaths,
    [
      deliveriesCalls.deliveryMine,
      () => {
        unreachable();
        return ok(deliveriesCalls.deliveryMine, server.page);
      },
    ],
    [
      deliveriesCalls.deliveryDraft,
      async (request) => {
        unreachable();
        if (server.expired) return failure(401, "Sua sessão expirou.");
        const body = (await request.json()) as { resposta: string; revisao: number };
        server.drafts.push(body);
        const current = server.page.entrega.tentativas.at(-1) ?? makeAttempt();
        const applied = body.revisao > current.revisao;
        if (applied) {
          const saved = {
            ...current,
            resposta: body.resposta,
            revisao: body.revisao,
            rascunho_salvo_em: DELIVERED_AT,
          };
          server.page = {
            ...server.page,
            entrega: {
              ...server.page.entrega,
              tentativas: [...server.page.entrega.tentativas.slice(0, -1), saved],
            },
          };
        }
        return ok(deliveriesCalls.deliveryDraft, {
          aplicado: applied,
          revisao: Math.max(body.revisao, current.revisao),
          salvo_em: DELIVERED_AT,
        });
      },
    ],
    [
      deliveriesCalls.deliverySubmit,
      async (request) => {
        unreachable();
        const body = (await request.json()) as {
          chave_envio: string;
          resposta?: string;
          arquivos?: string[];
        };
        server.deliveries.push(body);
        if (options.refuse) return options.refuse;
        const attempts = server.page.entrega.tentativas;
        const current = attempts.at(-1) ?? makeAttempt();
        if (!keys.has(body.chave_envio)) {
          keys.add(body.chave_envio);
          const delivered = {
            ...current,
            resposta: body.resposta ?? current.resposta,
            entregue_em: DELIVERED_AT,
            arquivos: [
              ...current.arquivos,
              ...(body.arquivos ?? []).map((id, index) => ({
                id: current.arquivos.length + index + 1,
                nome: upload(id).nome,
                tamanho: upload(id).tamanho,
                tipo: upload(id).tipo ?? "",
              })),
            ],
          };
          server.page = {
            ...server.page,
            atribuicao: {
              ...server.page.atribuicao,
              status: options.delivered ?? "entregue",
              entregue_em: DELIVERED_AT,
            },
            entrega: {
              ...server.page.entrega,
              status: options.delivered ?? "entregue",
              refazer: false,
              tentativas: [...attempts.slice(0, -1), delivered],
            },
          };
        }
        return ok(deliveriesCalls.deliverySubmit, {
          entrega: server.page.entrega,
          entregue_em: DELIVERED_AT,
        });
      },
    ],
    [
      deliveriesCalls.deliveryWithdraw,
      () => {
        const attempts = server.page.entrega.tentativas;
        const current = { ...(attempts.at(-1) ?? makeAttempt()), entregue_em: null };
        server.page = {
          ...server.page,
          atribuicao: { ...server.page.atribuicao, status: "aberta", entregue_em: null },
          entrega: {
            ...server.page.entrega,
            status: "aberta",
            tentativas: [...attempts.slice(0, -1), current],
          },
        };
        return ok(deliveriesCalls.deliveryWithdraw, { entrega: server.page.entrega });
      },
    ],
    [
      deliveriesCalls.deliveryFileRemove,
      async (request) => {
        const { arquivo_id } = (await request.json()) as { arquivo_id: number };
        server.removed.push(arquivo_id);
        const attempts = server.page.entrega.tentativas;
        const current = attempts.at(-1) ?? makeAttempt();
        const kept = { ...current, arquivos: current.arquivos.filter((file) => file.id !== arquivo_id) };
        server.page = {
          ...server.page,
          entrega: { ...server.page.entrega, tentativas: [...attempts.slice(0, -1), kept] },
        };
        return ok(deliveriesCalls.deliveryFileRemove, { entrega: server.page.entrega });
      },
    ],
    [
      uploadsCalls.uploadCreate,
      async (request) => {
        const body = (await request.json()) as { nome: string; tamanho: number; tipo: string };
        const id = `envio-${String(server.uploads.size + 1).padStart(16, "0")}`;
        server.uploads.set(id, {
          envio_id: id,
          nome: body.nome,
          tamanho: body.tamanho,
          recebido: 0,
          tamanho_parte: 4,
          concluido: false,
          tipo: null,
        });
        return ok(uploadsCalls.uploadCreate, { status: "sucesso", envio: upload(id) });
      },
    ],
    [
      uploadsCalls.uploadChunk,
      async (request) => {
        const body = (await request.json()) as { envio_id: string; posicao: number; dados: string };
        const current = upload(body.envio_id);
        const next = { ...current, recebido: body.posicao + atob(body.dados).length };
        server.uploads.set(body.envio_id, next);
        return ok(uploadsCalls.uploadChunk, { status: "sucesso", envio: next });
      },
    ],
    [
      uploadsCalls.uploadFinish,
      async (request) => {
        const body = (await request.json()) as { envio_id: string };
        const current = upload(body.envio_id);
        const type = current.nome.endsWith(".png") ? "image/png" : "application/pdf";
        const done = { ...current, concluido: true, tipo: type };
        server.uploads.set(body.envio_id, done);
        return ok(uploadsCalls.uploadFinish, { status: "sucesso", envio: done });
      },
    ],
    [
      uploadsCalls.uploadCancel,
      async (request) => {
        server.cancelled.push(((await request.json()) as { envio_id: string }).envio_id);
        return ok(uploadsCalls.uploadCancel, { status: "sucesso", mensagem: "Envio cancelado." });
      },
    ],
    [
      deliveriesCalls.deliveryFile,
      storedFile("arquivo_id", "arquivo", { "content-type": "application/pdf" }),
    ],
    [
      lessonAttachment,
      storedFile("anexo_id", "anexo", {
        "content-type": "application/octet-stream",
        "content-disposition": "attachment",
      }),
    ],
    [
      deliveriesCalls.deliveryFileLink,
      sealedLink(deliveriesCalls.deliveryFileLink, "arquivo_id", "/pedagogico/pt-br/entregas/arquivo/midia"),
    ],
    [
      lessonAttachmentLink,
      sealedLink(lessonAttachmentLink, "anexo_id", "/pedagogico/pt-br/conteudos/anexo/midia"),
    ],
  ]);
  return { ...stub, server };
}

async function openLesson() {
  const view = renderApp(webPaths.lesson.build(ID));
  await screen.findByRole("heading", { level: 2, name: "Sua entrega" });
  return view;
}

/** The upload the page made of a file, by its name. */
/** An open ESC lesson whose draft is kept both on this device and on the server, each at its revision. */
async function openWithTwoDrafts(
  device: { texto: string; revisao: number },
  saved: { resposta: string; revisao: number },
) {
  writeLocalDraft(USER.id, ID, { tentativa: 1, ...device, editado_em: DELIVERED_AT });
  const { server } = stubLesson(
    makeLessonPage({
      lesson: { tipo: "ESC", status: "aberta" },
      attempts: [makeAttempt({ ...saved, rascunho_salvo_em: DELIVERED_AT })],
    }),
  );
  await openLesson();
  return server;
}

function upload(server: { uploads: Map<string, Upload> }, name: string): Upload {
  return [...server.uploads.values()].find((sent) => sent.nome === name) as Upload;
}

function deliveryRegion(): HTMLElement {
  return screen.getByRole("region", { name: "Sua entrega" });
}

describe("the lesson page", { timeout: 20_000 }, () => {
  it("shows the lesson as given, its body cut to the allow-list, with its class, type, dates and status", async () => {
    stubLesson(
      makeLessonPage({
        lesson: { tipo: "PAD", titulo: "Biomas do Brasil", status: "aberta" },
        corpo:
          '<h1>Biomas</h1><p onclick="x()">Leia.<script>alert(1)</script></p>' +
          '<img src="https://tracker.example/p.gif"><a href="javascript:alert(1)">x</a>',
      }),
    );
    renderApp(webPaths.lesson.build(ID));
    expect(await screen.findByRole("heading", { level: 1, name: "Biomas do Brasil" })).toBeTruthy();
    const facts = screen.getByText("Turma").closest("dl") as HTMLElement;
    expect(facts.textContent).toContain("7º ano A");
    expect(facts.textContent).toContain("Leitura ou vídeo");
    expect(facts.textContent).toContain(shown("2026-03-02T10:00:00.000Z"));
    expect(facts.textContent).toContain(shown("2026-03-09T23:00:00.000Z"));
    expect(within(facts).getByText("Aberta")).toBeTruthy();
    // The author's h1 goes under the page's own.
    expect(screen.getByRole("heading", { level: 2, name: "Biomas" })).toBeTruthy();
    const body = document.querySelector(".lesson-body") as HTMLElement;
    expect(body.innerHTML).not.toMatch(/script|onclick|tracker|javascript/);
    expect(body.textContent).toContain("Leia.");
    expect(screen.getByRole("link", { name: "Voltar aos conteúdos" }).getAttribute("href")).toBe(
      webPaths.signedIn.build(),
    );
  });

  it("with extra time, gives the student's own due date as extended and still takes the delivery", async () => {
    stubLesson(
      makeLessonPage({
        lesson: { tipo: "PAD", status: "aberta", fim_aluno: "2026-03-14T02:59:00.000Z" },
      }),
    );
    await openLesson();
    const facts = screen.getByText("Turma").closest("dl") as HTMLElement;
    const due = within(facts).getByText("Prazo").nextElementSibling as HTMLElement;
    expect(due.textContent).toBe(`${shown("2026-03-14T02:59:00.000Z")} (prazo estendido)`);
    expect(due.textContent).not.toContain(shown("2026-03-09T23:00:00.000Z"));
    expect(screen.getByRole("button", { name: "Concluir" })).toBeTruthy();
  });

  it("PAD: 'Concluir' delivers once, with a key, and shows 'Entregue' with the time", async () => {
    const { server } = stubLesson(makeLessonPage({ lesson: { tipo: "PAD", status: "aberta" } }));
    await openLesson();
    expect(screen.queryByLabelText("Sua resposta")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Concluir" }));
    expect(await within(deliveryRegion()).findByText("Entregue")).toBeTruthy();
    expect(screen.getByText(`em ${shown(DELIVERED_AT)}`)).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Entrega enviada.");
    expect(screen.queryByRole("button", { name: "Concluir" })).toBeNull();
    expect(server.deliveries).toHaveLength(1);
    expect(server.deliveries[0]).toEqual({ atribuicao_id: ID, chave_envio: expect.stringMatching(/^11-1-/) });
    expect(pendingDeliveries(USER.id)).toEqual([]);
  });

  it("PAD given without a grade: 'Concluir' makes it 'Concluída', with nothing waiting for the teacher", async () => {
    stubLesson(makeLessonPage({ lesson: { tipo: "PAD", status: "aberta" } }), { delivered: "concluida" });
    await openLesson();
    fireEvent.click(screen.getByRole("button", { name: "Concluir" }));
    expect(await within(deliveryRegion()).findByText("Concluída")).toBeTruthy();
    expect(screen.getByText("Leitura concluída. Esta leitura não recebe nota.")).toBeTruthy();
    expect(screen.queryByText("Aguardando a avaliação do professor.")).toBeNull();
  });

  it("ESC: keeps what is typed on the device at once and saves it on the server a few seconds later", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { server } = stubLesson(makeLessonPage({ lesson: { tipo: "ESC", status: "aberta" } }));
    await openLesson();
    const answer = screen.getByLabelText("Sua resposta");
    fireEvent.change(answer, { target: { value: "Querido amigo," } });
    expect(readLocalDraft(USER.id, ID)).toMatchObject({ tentativa: 1, texto: "Querido amigo,", revisao: 1 });
    expect(screen.getByText("Rascunho guardado neste aparelho.")).toBeTruthy();
    fireEvent.change(answer, { target: { value: "Querido amigo, tudo bem?" } });
    expect(server.drafts).toEqual([]);

    await act(async () => {
      vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    });
    await screen.findByText(`Rascunho salvo às ${shownTime(DELIVERED_AT)}.`);
    expect(server.drafts).toEqual([{ atribuicao_id: ID, resposta: "Querido amigo, tudo bem?", revisao: 2 }]);
  });

  it("ESC: restores the device's copy when it is newer than the server's, and saves it there", async () => {
    const server = await openWithTwoDrafts(
      { texto: "Versão nova", revisao: 4 },
      { resposta: "Versão antiga", revisao: 2 },
    );
    expect((screen.getByLabelText("Sua resposta") as HTMLTextAreaElement).value).toBe("Versão nova");
    expect(screen.getByText("Recuperamos o texto que você escreveu neste aparelho.")).toBeTruthy();
    await waitFor(() =>
      expect(server.drafts).toEqual([{ atribuicao_id: ID, resposta: "Versão nova", revisao: 4 }]),
    );
  });

  it("ESC: takes the server's draft when the device's copy is older", async () => {
    const server = await openWithTwoDrafts(
      { texto: "Versão antiga", revisao: 1 },
      { resposta: "Escrito em outro aparelho", revisao: 3 },
    );
    expect((screen.getByLabelText("Sua resposta") as HTMLTextAreaElement).value).toBe(
      "Escrito em outro aparelho",
    );
    expect(screen.queryByText("Recuperamos o texto que você escreveu neste aparelho.")).toBeNull();
    expect(screen.getByText(`Rascunho salvo às ${shownTime(DELIVERED_AT)}.`)).toBeTruthy();
    expect(server.drafts).toEqual([]);
  });

  it("ESC: without a connection the draft stays on the device, and is saved when the connection returns", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { server } = stubLesson(makeLessonPage({ lesson: { tipo: "ESC", status: "aberta" } }));
    await openLesson();
    server.network = false;
    fireEvent.change(screen.getByLabelText("Sua resposta"), { target: { value: "Sem internet" } });
    await act(async () => {
      vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    });
    expect(
      (await screen.findAllByText(/Sem conexão: o rascunho está guardado neste aparelho/)).length,
    ).toBeGreaterThan(0);
    expect(readLocalDraft(USER.id, ID)?.texto).toBe("Sem internet");

    server.network = true;
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    await screen.findByText(`Rascunho salvo às ${shownTime(DELIVERED_AT)}.`);
    expect(server.drafts).toEqual([{ atribuicao_id: ID, resposta: "Sem internet", revisao: 1 }]);
  });

  it("ESC: the session expiring while typing loses nothing: the text waits on the device for the next sign-in", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const first = stubLesson(makeLessonPage({ lesson: { tipo: "ESC", status: "aberta" } }));
    const view = await openLesson();
    first.server.expired = true;
    fireEvent.change(screen.getByLabelText("Sua resposta"), {
      target: { value: "Escrito até a sessão cair" },
    });
    await act(async () => {
      vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Acesse sua conta" })).toBeTruthy();
    expect(readLocalDraft(USER.id, ID)?.texto).toBe("Escrito até a sessão cair");
    view.unmount();

    // Signed in again: the text is back, and goes to the server.
    const again = stubLesson(makeLessonPage({ lesson: { tipo: "ESC", status: "aberta" } }));
    await openLesson();
    expect((screen.getByLabelText("Sua resposta") as HTMLTextAreaElement).value).toBe(
      "Escrito até a sessão cair",
    );
    await waitFor(() =>
      expect(again.server.drafts).toEqual([
        { atribuicao_id: ID, resposta: "Escrito até a sessão cair", revisao: 1 },
      ]),
    );
  });

  it("ESC: a reload keeps the text (device first, server after)", async () => {
    const { server } = stubLesson(makeLessonPage({ lesson: { tipo: "ESC", status: "aberta" } }));
    const first = await openLesson();
    fireEvent.change(screen.getByLabelText("Sua resposta"), { target: { value: "Antes de recarregar" } });
    // Leaving the page sends what the server does not have yet.
    first.unmount();
    await waitFor(() => expect(server.drafts).toHaveLength(1));
    window.localStorage.removeItem(draftStorageKey(USER.id, ID));
    await openLesson();
    expect((screen.getByLabelText("Sua resposta") as HTMLTextAreaElement).value).toBe("Antes de recarregar");
  });

  it("ESC: 'Entregar' sends the answer with its key, then shows 'Entregue' and the answer", async () => {
    const { server } = stubLesson(makeLessonPage({ lesson: { tipo: "ESC", status: "aberta" } }));
    await openLesson();
    fireEvent.click(screen.getByRole("button", { name: "Entregar" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Escreva sua resposta antes de entregar.");
    expect(server.deliveries).toEqual([]);

    fireEvent.change(screen.getByLabelText("Sua resposta"), { target: { value: "Minha carta." } });
    fireEvent.click(screen.getByRole("button", { name: "Entregar" }));
    expect(await within(deliveryRegion()).findByText("Entregue")).toBeTruthy();
    expect(screen.getByText(`em ${shown(DELIVERED_AT)}`)).toBeTruthy();
    expect(screen.getByText("Minha carta.")).toBeTruthy();
    expect(screen.getByText("Aguardando a avaliação do professor.")).toBeTruthy();
    expect(screen.queryByLabelText("Sua resposta")).toBeNull();
    expect(server.deliveries).toEqual([
      { atribuicao_id: ID, chave_envio: expect.stringMatching(/^11-1-/), resposta: "Minha carta." },
    ]);
    expect(readLocalDraft(USER.id, ID)).toBeNull();
  });

  it("ESC: a delivery made offline waits, text locked, and is sent exactly once when the connection returns", async () => {
    const { server } = stubLesson(makeLessonPage({ lesson: { tipo: "ESC", status: "aberta" } }));
    await openLesson();
    fireEvent.change(screen.getByLabelText("Sua resposta"), { target: { value: "Entregue sem rede." } });
    server.network = false;
    fireEvent.click(screen.getByRole("button", { name: "Entregar" }));
    expect(
      await screen.findByText("Sem conexão: sua entrega será enviada assim que a conexão voltar."),
    ).toBeTruthy();
    expect(screen.getByLabelText("Sua resposta").hasAttribute("readonly")).toBe(true);
    const [pending] = pendingDeliveries(USER.id);
    expect(pending).toMatchObject({ atribuicao_id: ID, tentativa: 1, resposta: "Entregue sem rede." });
    // Another tap while it waits sends nothing new.
    fireEvent.click(await screen.findByRole("button", { name: "Entregar" }));
    expect(pendingDeliveries(USER.id)).toEqual([pending]);

    server.network = true;
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    expect(await within(deliveryRegion()).findByText("Entregue")).toBeTruthy();
    expect(server.deliveries).toEqual([
      { atribuicao_id: ID, chave_envio: pending?.chave_envio, resposta: "Entregue sem rede." },
    ]);
    expect(pendingDeliveries(USER.id)).toEqual([]);
  });

  it("says why when the server refuses a delivery, and forgets it", async () => {
    stubLesson(makeLessonPage({ lesson: { tipo: "PAD", status: "aberta" } }), {
      refuse: failure(409, "Este conteúdo não está aberto para entrega."),
    });
    await openLesson();
    fireEvent.click(screen.getByRole("button", { name: "Concluir" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Este conteúdo não está aberto para entrega.",
    );
    expect(pendingDeliveries(USER.id)).toEqual([]);
  });

  it("once graded: 'Nota: 7,5', the teacher's comment and what was delivered", async () => {
    stubLesson(
      makeLessonPage({
        lesson: { tipo: "ESC", status: "avaliada", ultima_nota: 7.5, entregue_em: DELIVERED_AT },
        attempts: [
          makeAttempt({
            resposta: "Minha resposta.",
            revisao: 3,
            entregue_em: DELIVERED_AT,
            atrasada: true,
            nota: 7.5,
            comentario: "Muito bem!",
            avaliada_em: DELIVERED_AT,
          }),
        ],
      }),
    );
    await openLesson();
    expect(screen.getByText("Nota: 7,5")).toBeTruthy();
    expect(screen.getByText("Comentário do professor")).toBeTruthy();
    expect(screen.getByText("Muito bem!")).toBeTruthy();
    expect(screen.getByText("Entregue").parentElement?.textContent).toContain(
      `em ${shown(DELIVERED_AT)} · com atraso`,
    );
    expect(screen.getByText("Minha resposta.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Entregar" })).toBeNull();
  });

  it("a redo: 'Refazer' with the comment, a new attempt from the earlier answer, earlier attempts readable", async () => {
    const { server } = stubLesson(
      makeLessonPage({
        lesson: { tipo: "ESC", status: "refazer", ultima_nota: 4 },
        attempts: [
          makeAttempt({
            resposta: "Primeira versão.",
            revisao: 2,
            entregue_em: DELIVERED_AT,
            nota: 4,
            comentario: "Refaça a parte 2, por favor.",
            avaliada_em: DELIVERED_AT,
            refazer_pedido_em: DELIVERED_AT,
          }),
          makeAttempt({ numero: 2 }),
        ],
      }),
    );
    await openLesson();
    const delivery = screen.getByRole("region", { name: "Sua entrega" });
    expect(within(delivery).getByText("Refazer")).toBeTruthy();
    expect(within(delivery).getByText("Refaça a parte 2, por favor.")).toBeTruthy();
    expect(within(delivery).getByText("Tentativa 2")).toBeTruthy();
    expect((screen.getByLabelText("Sua resposta") as HTMLTextAreaElement).value).toBe("Primeira versão.");

    const earlier = screen.getByRole("region", { name: "Tentativas anteriores" });
    expect(within(earlier).getByText("Tentativa 1")).toBeTruthy();
    expect(within(earlier).getByText("Primeira versão.")).toBeTruthy();
    expect(within(earlier).getByText("Nota: 4,0")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Entregar" }));
    expect(await within(delivery).findByText("Entregue")).toBeTruthy();
    expect(server.deliveries).toEqual([
      { atribuicao_id: ID, chave_envio: expect.stringMatching(/^11-2-/), resposta: "Primeira versão." },
    ]);
  });

  it("ARQ: 'Enviar arquivo' sends each file with its progress, 'Remover' drops one, 'Entregar' delivers the ones sent", async () => {
    const { server } = stubLesson(makeLessonPage({ lesson: { tipo: "ARQ", status: "aberta" } }));
    await openLesson();
    expect(screen.getByText(/Até 10 arquivos de no máximo 50 MB cada/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Entregar" }));
    expect(screen.getByRole("alert").textContent).toBe("Envie pelo menos um arquivo antes de entregar.");
    expect(server.deliveries).toEqual([]);

    const pdf = new File(["%PDF-1.7 redação"], "redação.pdf", { type: "application/pdf" });
    const png = new File(["\x89PNG foto"], "foto.png", { type: "image/png" });
    fireEvent.change(screen.getByLabelText("Enviar arquivo"), { target: { files: [pdf, png] } });
    const list = screen.getByRole("list", { name: "Arquivos desta entrega" });
    await waitFor(() =>
      expect(within(list).getAllByText("Anexado, ainda não entregue: toque em 'Entregar'.")).toHaveLength(2),
    );
    const bar = screen.getByRole("progressbar", { name: "Envio de redação.pdf" }) as HTMLProgressElement;
    expect([bar.value, bar.max]).toEqual([pdf.size, pdf.size]);
    // Every chunk started where the upload stood, in the size the server suggested.
    expect(upload(server, "redação.pdf").recebido).toBe(pdf.size);

    fireEvent.click(screen.getByRole("button", { name: "Remover foto.png" }));
    expect(within(list).queryByText("foto.png")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Entregar" }));
    expect(await within(deliveryRegion()).findByText("Entregue")).toBeTruthy();
    expect(server.deliveries).toEqual([
      {
        atribuicao_id: ID,
        chave_envio: expect.stringMatching(/^11-1-/),
        arquivos: [upload(server, "redação.pdf").envio_id],
      },
    ]);
    expect(screen.getByRole("link", { name: "Abrir redação.pdf (PDF, em nova aba)" })).toBeTruthy();
  });

  it("ARQ: refuses at once, with a message each, files too large, of a type never kept, or past the limit", async () => {
    const page = makeLessonPage({ lesson: { tipo: "ARQ", status: "aberta" } });
    const { server } = stubLesson({ ...page, limites: { arquivo_max_bytes: 1024 * 1024, arquivos_max: 2 } });
    await openLesson();
    const big = new File([new Uint8Array(1024 * 1024 + 1)], "video.mp4", { type: "video/mp4" });
    const html = new File(["<script>"], "pagina.html", { type: "text/html" });
    const files = ["a.pdf", "b.pdf", "c.pdf"].map(
      (name) => new File(["%PDF"], name, { type: "application/pdf" }),
    );
    fireEvent.change(screen.getByLabelText("Enviar arquivo"), { target: { files: [big, html, ...files] } });
    const refusals = within(screen.getByRole("alert"))
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(refusals).toEqual([
      "video.mp4: o arquivo deve ter no máximo 1 MB.",
      "pagina.html: este tipo de arquivo não é aceito. Envie PDF, imagem, documento, planilha, apresentação, áudio ou vídeo.",
      "c.pdf: a entrega aceita no máximo 2 arquivos.",
    ]);
    await waitFor(() =>
      expect(screen.getAllByText("Anexado, ainda não entregue: toque em 'Entregar'.")).toHaveLength(2),
    );
    expect([...server.uploads.values()].map((sent) => sent.nome)).toEqual(["a.pdf", "b.pdf"]);
  });

  it("ARQ delivered: shows each file, a PDF to open in the browser's reader, every one to download", async () => {
    stubObjectUrls(() => "blob:arquivo");
    stubLesson(deliveredFiles());
    await openLesson();
    expect(screen.getByText("Arquivos entregues")).toBeTruthy();
    const link = await screen.findByRole("link", { name: "Abrir trabalho.pdf (PDF, em nova aba)" });
    expect(link.getAttribute("href")).toBe("blob:arquivo");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.parentElement?.textContent).toBe("Abrir trabalho.pdf (PDF, em nova aba) (47 KB)");
    expect(screen.getByText("planilha.xlsx").parentElement?.textContent).toBe("planilha.xlsx (3 MB)");
    expect(screen.getByRole("button", { name: "Baixar planilha.xlsx" })).toBeTruthy();
  });

  it("ARQ delivered before its due date: 'Cancelar envio' asks, keeps the files, one is swapped and it is delivered again", async () => {
    const due = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const { server } = stubLesson(deliveredFiles({ fim_aluno: due }));
    await openLesson();
    fireEvent.click(screen.getByRole("button", { name: "Cancelar envio" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Cancelar o envio?" });
    expect(dialog.textContent).toContain(`Entregar' de novo até ${shown(due)}`);
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancelar envio" }));
    expect(
      await screen.findByText("Envio cancelado: troque os arquivos e toque em 'Entregar' de novo."),
    ).toBeTruthy();
    const kept = screen.getByRole("list", { name: /Arquivos já anexados/ });
    expect(within(kept).getByText("trabalho.pdf")).toBeTruthy();
    fireEvent.click(within(kept).getByRole("button", { name: "Remover planilha.xlsx" }));
    await waitFor(() => expect(within(kept).queryByText("planilha.xlsx")).toBeNull());
    expect(server.removed).toEqual([2]);

    // The file kept is enough to deliver again; a new one joins it.
    const png = new File(["\x89PNG foto"], "foto.png", { type: "image/png" });
    fireEvent.change(screen.getByLabelText("Enviar arquivo"), { target: { files: [png] } });
    await waitFor(() =>
      expect(screen.getByText("Anexado, ainda não entregue: toque em 'Entregar'.")).toBeTruthy(),
    );
    fireEvent.click(screen.getByRole("button", { name: "Entregar" }));
    expect(await within(deliveryRegion()).findByText("Entregue")).toBeTruthy();
    expect(server.deliveries.at(-1)).toMatchObject({ arquivos: [upload(server, "foto.png").envio_id] });
    expect(screen.getByText("foto.png")).toBeTruthy();
    expect(await screen.findByRole("link", { name: "Abrir trabalho.pdf (PDF, em nova aba)" })).toBeTruthy();
    expect(screen.queryByText("planilha.xlsx")).toBeNull();
  });

  it("ARQ delivered past its due date offers no 'Cancelar envio'", async () => {
    stubLesson(deliveredFiles());
    await openLesson();
    expect(screen.getByText("Arquivos entregues")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Cancelar envio" })).toBeNull();
  });

  it("'Anexos': each file of the lesson with its kind and size, a PDF to open, every one to download", async () => {
    const blobs = stubObjectUrls((count) => `blob:anexo-${count}`);
    const { requests } = stubLesson(
      makeLessonPage({
        lesson: { tipo: "PAD", status: "aberta" },
        anexos: pdfAndSheet([7, "Lista de exercícios.pdf"], [8, "tabela.xlsx"]),
      }),
    );
    await openLesson();
    const section = screen.getByRole("region", { name: "Anexos" });
    const link = await within(section).findByRole("link", {
      name: "Abrir Lista de exercícios.pdf (PDF, em nova aba)",
    });
    expect(link.getAttribute("href")).toBe("blob:anexo-1");
    expect(link.parentElement?.textContent).toBe(
      "Abrir Lista de exercícios.pdf (PDF, em nova aba) (PDF · 47 KB)",
    );
    expect(within(section).getByText("tabela.xlsx").parentElement?.textContent).toBe(
      "tabela.xlsx (Planilha · 3 MB)",
    );
    // The spreadsheet is fetched only when asked for, then handed to the browser as a download.
    expect(requests.filter((request) => request.url.includes("/conteudos/anexo?"))).toHaveLength(1);
    fireEvent.click(within(section).getByRole("button", { name: "Baixar tabela.xlsx" }));
    await waitFor(() => expect(blobs).toHaveLength(2));
    expect(await blobs[1]?.text()).toBe("anexo 8");
    expect(requests.some((request) => request.url.endsWith("/conteudos/anexo?anexo_id=8"))).toBe(true);
  });

  it("'Anexos': a video or a sound is played from a link asked for on 'Reproduzir', never fetched whole", async () => {
    const { requests } = stubLesson(
      makeLessonPage({
        lesson: { tipo: "PAD", status: "aberta" },
        anexos: [
          { id: 9, nome: "experimento.mp4", tamanho: 12 * 1024 * 1024, tipo: "video/mp4" },
          { id: 10, nome: "podcast.mp3", tamanho: 2 * 1024 * 1024, tipo: "audio/mpeg" },
        ],
      }),
    );
    await openLesson();
    const section = screen.getByRole("region", { name: "Anexos" });
    expect(within(section).getByText("experimento.mp4").parentElement?.textContent).toBe(
      "experimento.mp4 (Vídeo · 12 MB)",
    );
    expect(requests.some((request) => request.url.includes("/conteudos/anexo"))).toBe(false);
    fireEvent.click(within(section).getByRole("button", { name: "Reproduzir experimento.mp4" }));
    const video = await within(section).findByLabelText("experimento.mp4 (reprodutor)");
    expect(video.tagName).toBe("VIDEO");
    expect(video.getAttribute("src")).toBe("/pedagogico/pt-br/conteudos/anexo/midia?link=selado-9");
    expect(video.hasAttribute("controls")).toBe(true);
    fireEvent.click(within(section).getByRole("button", { name: "Reproduzir podcast.mp3" }));
    expect((await within(section).findByLabelText("podcast.mp3 (reprodutor)")).tagName).toBe("AUDIO");
    // Only the two links were asked for: the bytes come to the players, in parts.
    expect(requests.filter((request) => request.url.includes("/conteudos/anexo")).map((r) => r.url)).toEqual([
      expect.stringContaining("/conteudos/anexo/link"),
      expect.stringContaining("/conteudos/anexo/link"),
    ]);
    // A link that ran out while the page was open is asked for again.
    fireEvent.error(video);
    expect(await within(section).findByText("Não foi possível abrir experimento.mp4.")).toBeTruthy();
    expect(within(section).getByRole("button", { name: "Reproduzir experimento.mp4" })).toBeTruthy();
  });

  it("a video the student delivered is played from a link, as the lesson's are", async () => {
    const { requests } = stubLesson(
      makeLessonPage({
        lesson: { tipo: "ARQ", status: "entregue", entregue_em: DELIVERED_AT },
        attempts: [
          makeAttempt({
            entregue_em: DELIVERED_AT,
            arquivos: [{ id: 4, nome: "apresentacao.webm", tamanho: 8 * 1024 * 1024, tipo: "video/webm" }],
          }),
        ],
      }),
    );
    await openLesson();
    fireEvent.click(screen.getByRole("button", { name: "Reproduzir apresentacao.webm" }));
    const video = await screen.findByLabelText("apresentacao.webm (reprodutor)");
    expect(video.getAttribute("src")).toBe("/pedagogico/pt-br/entregas/arquivo/midia?link=selado-4");
    expect(requests.some((request) => request.url.includes("/entregas/arquivo?"))).toBe(false);
  });

  it("has no 'Anexos' when the lesson has none", async () => {
    stubLesson(makeLessonPage({ lesson: { tipo: "PAD", status: "aberta" } }));
    await openLesson();
    expect(screen.queryByRole("region", { name: "Anexos" })).toBeNull();
  });

  it("upcoming, excused or closed without a delivery: says so and offers nothing to do", async () => {
    const cases = [
      ["em_breve", `Este conteúdo abre em ${shown("2026-03-02T10:00:00.000Z")}.`],
      ["CAN", "Sua entrega foi cancelada pelo professor: esta atividade não conta na sua média."],
      ["nao_entregue", "Este conteúdo foi encerrado sem entrega."],
    ] as const;
    for (const [status, text] of cases) {
      stubLesson(makeLessonPage({ lesson: { tipo: "ESC", status } }));
      const view = await openLesson();
      expect(screen.getByText(text)).toBeTruthy();
      expect(screen.queryByLabelText("Sua resposta")).toBeNull();
      expect(screen.queryByRole("button", { name: "Entregar" })).toBeNull();
      view.unmount();
    }
  });

  it("a lesson that is not the student's: the server's message under the page's heading", async () => {
    stubApi([signIn(USER), noPaths, [deliveriesCalls.deliveryMine, failure(404, "Recurso não encontrado.")]]);
    renderApp(webPaths.lesson.build(ID));
    expect((await screen.findByRole("alert")).textContent).toBe("Recurso não encontrado.");
    expect(screen.getByRole("heading", { level: 1, name: "Conteúdos" })).toBeTruthy();
  });
});
