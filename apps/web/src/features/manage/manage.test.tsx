import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { taughtGroups } from "@trilha/contracts/classes.calls";
import { learningPaths } from "@trilha/contracts/learning-paths.calls";
import type { LessonDetail, LessonSummary } from "@trilha/contracts/lessons.calls";
import * as lessonsCalls from "@trilha/contracts/lessons.calls";
import { type Upload, uploadChunk, uploadCreate, uploadFinish } from "@trilha/contracts/uploads.calls";
import { webPaths } from "@trilha/contracts/web-paths";
import { describe, expect, it } from "vitest";
import { ok, type StubbedReply, stubApi } from "../../test/api-stub.ts";
import { makeUser } from "../../test/fixtures.ts";
import { renderApp } from "../../test/render-app.tsx";
import { signIn } from "../../test/session.ts";

const author = () =>
  makeUser({
    nome: "Paulo Professor",
    funcoes: { compartilhar: true, publicar: false, forca_senha: false, "administrador-plataforma": false },
  });
const noPaths: [typeof learningPaths, StubbedReply] = [learningPaths, ok(learningPaths, { trilhas: [] })];

const summary: LessonSummary = {
  id: 12,
  codigo: "LES012",
  tipo: "ESC",
  titulo: "Carta a um amigo",
  versao: 2,
  tagsFiltro: ["língua portuguesa", "7º ano", "revisão"],
  arquivado: false,
  atualizado_em: "2026-02-01T12:00:00.000Z",
  autor: { id: 7, nome: "Paulo Professor" },
};

const detail: LessonDetail = {
  ...summary,
  corpo:
    '<h2>Uma carta</h2><p>Escreva a um amigo.</p><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Vídeo" allowfullscreen="true"></iframe>',
  componente: "Língua Portuguesa",
  serie: "7º ano",
  tags: ["revisão"],
  nota_maxima: 10,
  anexos: [],
};

const limits: [typeof lessonsCalls.lessonAttachmentLimits, StubbedReply] = [
  lessonsCalls.lessonAttachmentLimits,
  ok(lessonsCalls.lessonAttachmentLimits, {
    limites: { arquivo_max_bytes: 50 * 1024 * 1024, arquivos_max: 3 },
  }),
];

/**
 * The resumable uploads as the server answers them: each file its own upload, finished as a PDF (once `held`
 * settles, when given).
 */
function uploadReplies(held?: Promise<void>): Parameters<typeof stubApi>[0] {
  const uploads = new Map<string, Upload>();
  const get = (id: string) => uploads.get(id) as Upload;
  return [
    [
      uploadCreate,
      async (request) => {
        const body = (await request.json()) as { nome: string; tamanho: number };
        const id = `envio-${String(uploads.size + 1).padStart(16, "0")}`;
        uploads.set(id, {
          envio_id: id,
          nome: body.nome,
          tamanho: body.tamanho,
          recebido: 0,
          tamanho_parte: 1024,
          concluido: false,
          tipo: null,
        });
        return ok(uploadCreate, { status: "sucesso", envio: get(id) });
      },
    ],
    [
      uploadChunk,
      async (request) => {
        const body = (await request.json()) as { envio_id: string; posicao: number; dados: string };
        const next = { ...get(body.envio_id), recebido: body.posicao + atob(body.dados).length };
        uploads.set(body.envio_id, next);
        return ok(uploadChunk, { status: "sucesso", envio: next });
      },
    ],
    [
      uploadFinish,
      async (request) => {
        const { envio_id } = (await request.json()) as { envio_id: string };
        await held;
        const done = { ...get(envio_id), concluido: true, tipo: "application/pdf" };
        uploads.set(envio_id, done);
        return ok(uploadFinish, { status: "sucesso", envio: done });
      },
    ],
  ];
}

function page(conteudos: LessonSummary[]) {
  return ok(lessonsCalls.lessonMine, { conteudos, pagina: 1, limite: 20, total: conteudos.length });
}

describe("Gerenciar", () => {
  it("lists 'Meus conteúdos', active or archived, and archives one", async () => {
    const { requests } = stubApi([
      signIn(author()),
      noPaths,
      [
        lessonsCalls.lessonMine,
        (request) =>
          new URL(request.url).searchParams.get("situacao") === "arquivados"
            ? page([{ ...summary, id: 13, titulo: "Poema antigo", arquivado: true }])
            : page([summary]),
      ],
      [lessonsCalls.lessonArchive, ok(lessonsCalls.lessonArchive, { status: "sucesso" })],
    ]);
    renderApp(webPaths.manage.build());
    expect(await screen.findByRole("heading", { level: 2, name: "Meus conteúdos" })).toBeTruthy();
    const item = (await screen.findByRole("heading", { level: 3, name: "Carta a um amigo" })).closest(
      "li",
    ) as HTMLElement;
    expect(item.textContent).toContain("LES012 · Resposta escrita (ESC) · versão 2");
    expect(within(item).getByText("revisão")).toBeTruthy();
    expect(within(item).getByRole("link", { name: "Editar “Carta a um amigo”" }).getAttribute("href")).toBe(
      webPaths.manageLesson.build(12),
    );
    expect(screen.getByRole("link", { name: "Novo conteúdo" }).getAttribute("href")).toBe(
      webPaths.manageNewLesson.build(),
    );

    fireEvent.click(within(item).getByRole("button", { name: "Arquivar “Carta a um amigo”" }));
    expect(
      await screen.findByText(
        "“Carta a um amigo” foi arquivado: sai do catálogo, e as turmas que já o receberam continuam com ele.",
      ),
    ).toBeTruthy();
    expect(await requests.find((request) => request.url.includes("/conteudos/arquivar"))?.json()).toEqual({
      conteudo_id: 12,
      arquivado: true,
    });

    fireEvent.click(screen.getByRole("button", { name: "Arquivados" }));
    expect(await screen.findByRole("heading", { level: 3, name: "Poema antigo" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Desarquivar “Poema antigo”" })).toBeTruthy();
  });

  it("says so when there is nothing yet", async () => {
    stubApi([signIn(author()), noPaths, [lessonsCalls.lessonMine, page([])]]);
    renderApp(webPaths.manage.build());
    expect(await screen.findByText("Você ainda não criou nenhum conteúdo.")).toBeTruthy();
  });

  it("creates a lesson from 'Novo conteúdo': 'Título', 'Tipo', the body, tags, then 'Salvar'", async () => {
    const { requests } = stubApi([
      signIn(author()),
      noPaths,
      [
        lessonsCalls.lessonCreate,
        ok(lessonsCalls.lessonCreate, {
          conteudo: { ...detail, id: 40, codigo: "LES040", titulo: "Frações", versao: 1 },
        }),
      ],
      [
        lessonsCalls.lessonMine,
        page([{ ...summary, id: 40, codigo: "LES040", titulo: "Frações", versao: 1 }]),
      ],
      [
        taughtGroups,
        ok(taughtGroups, {
          grupos: [
            {
              id: 4,
              nome: "7º ano A",
              tipo: "pro",
              ano_letivo: 2026,
              escola: null,
              alunos: 25,
              codigo_entrada: null,
            },
            {
              id: 5,
              nome: "7º ano B",
              tipo: "pro",
              ano_letivo: 2026,
              escola: null,
              alunos: 24,
              codigo_entrada: null,
            },
          ],
        }),
      ],
    ]);
    const { router } = renderApp(webPaths.manageNewLesson.build());
    expect(await screen.findByRole("heading", { level: 1, name: "Novo conteúdo" })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Texto do conteúdo" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Salvar" }));
    expect(await screen.findByText("Este campo é obrigatório.")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Título"), { target: { value: "  Frações " } });
    fireEvent.change(screen.getByLabelText("Tipo"), { target: { value: "ARQ" } });
    fireEvent.change(screen.getByLabelText("Componente curricular"), { target: { value: "Matemática" } });
    fireEvent.change(screen.getByLabelText("Tags"), { target: { value: "revisão, frações,, Revisão " } });
    fireEvent.change(screen.getByLabelText(/Endereço de um link ou vídeo/), {
      target: { value: "https://youtu.be/dQw4w9WgXcQ" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Inserir vídeo" }));
    fireEvent.click(screen.getByRole("button", { name: "Salvar" }));

    expect(await screen.findByText("Conteúdo “Frações” criado (LES040).")).toBeTruthy();
    expect(router.state.location.pathname).toBe(webPaths.manage.build());
    // 'Atribuir a uma turma' is one tap away: each class she teaches, its page with the lesson chosen.
    const assign = await screen.findByRole("region", { name: "Atribuir “Frações” a uma turma" });
    expect(
      within(assign)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["7º ano A", `${webPaths.classPage.build(4)}?atribuir=LES040`],
      ["7º ano B", `${webPaths.classPage.build(5)}?atribuir=LES040`],
    ]);
    const sent = (await requests
      .find((request) => request.url.includes("/conteudos/criar"))
      ?.json()) as Record<string, unknown>;
    expect(sent).toMatchObject({
      tipo: "ARQ",
      titulo: "Frações",
      componente: "Matemática",
      serie: null,
      tags: ["revisão", "frações"],
    });
    expect(sent.corpo).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
  });

  it("'Inserir imagem' sends a picture, puts it in the body with its description, and refuses other files", async () => {
    const url = "/arquivos/conteudos/Fig1234567890abcdefghi.png";
    const upload = {
      envio_id: "envio-0000000000000001",
      nome: "mapa.png",
      tamanho: 8,
      recebido: 0,
      tamanho_parte: 1024,
      concluido: false,
      tipo: null,
    };
    const { requests } = stubApi([
      signIn(author()),
      noPaths,
      [uploadCreate, ok(uploadCreate, { status: "sucesso", envio: upload })],
      [uploadChunk, ok(uploadChunk, { status: "sucesso", envio: { ...upload, recebido: 8 } })],
      [
        uploadFinish,
        ok(uploadFinish, {
          status: "sucesso",
          envio: { ...upload, recebido: 8, concluido: true, tipo: "image/png" },
        }),
      ],
      [lessonsCalls.lessonImageAdd, ok(lessonsCalls.lessonImageAdd, { url })],
      [
        lessonsCalls.lessonCreate,
        ok(lessonsCalls.lessonCreate, { conteudo: { ...detail, id: 41, titulo: "Mapa", versao: 1 } }),
      ],
      [lessonsCalls.lessonMine, page([])],
    ]);
    renderApp(webPaths.manageNewLesson.build());
    const pick = await screen.findByLabelText("Inserir imagem");
    fireEvent.change(pick, { target: { files: [new File(["<svg/>"], "x.svg", { type: "image/svg+xml" })] } });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "A imagem deve ser um arquivo JPEG, PNG, WebP ou GIF.",
    );

    fireEvent.change(screen.getByLabelText("Descrição da imagem (para quem não a vê)"), {
      target: { value: "Mapa do bairro" },
    });
    fireEvent.change(pick, {
      target: { files: [new File(["\x89PNG..."], "mapa.png", { type: "image/png" })] },
    });
    expect(await screen.findByText("Imagem mapa.png inserida no texto.")).toBeTruthy();
    const body = screen.getByRole("textbox", { name: "Texto do conteúdo" });
    expect(body.querySelector("img")?.getAttribute("src")).toBe(url);
    expect(await requests.find((request) => request.url.includes("/conteudos/imagem"))?.json()).toEqual({
      envio_id: upload.envio_id,
    });

    fireEvent.change(screen.getByLabelText("Título"), { target: { value: "Mapa" } });
    fireEvent.click(screen.getByRole("button", { name: "Salvar" }));
    await waitFor(() =>
      expect(requests.some((request) => request.url.includes("/conteudos/criar"))).toBe(true),
    );
    const sent = (await requests
      .find((request) => request.url.includes("/conteudos/criar"))
      ?.json()) as Record<string, unknown>;
    expect(sent.corpo).toContain(`<img src="${url}" alt="Mapa do bairro">`);
  });

  it("refuses a video that is not from YouTube or Vimeo", async () => {
    stubApi([signIn(author()), noPaths]);
    renderApp(webPaths.manageNewLesson.build());
    fireEvent.change(await screen.findByLabelText(/Endereço de um link ou vídeo/), {
      target: { value: "https://example.com/video.mp4" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Inserir vídeo" }));
    expect(await screen.findByText("Use o endereço de um vídeo do YouTube ou do Vimeo.")).toBeTruthy();
  });

  it("edits a lesson, saying that saving makes a new version, with its type fixed", async () => {
    const { requests } = stubApi([
      signIn(author()),
      noPaths,
      [lessonsCalls.lessonGet, ok(lessonsCalls.lessonGet, { conteudo: detail })],
      [
        lessonsCalls.lessonEdit,
        ok(lessonsCalls.lessonEdit, { conteudo: { ...detail, titulo: "Carta a uma amiga", versao: 3 } }),
      ],
    ]);
    renderApp(webPaths.manageLesson.build(12));
    const title = (await screen.findByLabelText("Título")) as HTMLInputElement;
    expect(title.value).toBe("Carta a um amigo");
    expect((screen.getByLabelText("Tipo") as HTMLSelectElement).disabled).toBe(true);
    expect(screen.getByText("O tipo não muda depois que o conteúdo é criado.")).toBeTruthy();
    expect(
      screen.getByText(
        "Esta é a versão 2. Salvar cria a versão 3: as turmas que já receberam este conteúdo continuam vendo a versão com que ele foi atribuído.",
      ),
    ).toBeTruthy();
    const editor = screen.getByRole("textbox", { name: "Texto do conteúdo" });
    await waitFor(() => expect(within(editor).getByRole("heading", { name: "Uma carta" })).toBeTruthy());
    expect((screen.getByLabelText("Tags") as HTMLInputElement).value).toBe("revisão");

    fireEvent.change(title, { target: { value: "Carta a uma amiga" } });
    fireEvent.click(screen.getByRole("button", { name: "Salvar" }));
    expect(await screen.findByText("Salvo como versão 3.")).toBeTruthy();
    expect(screen.getByText(/^Esta é a versão 3\. Salvar cria a versão 4/)).toBeTruthy();
    expect(await requests.find((request) => request.url.includes("/conteudos/editar"))?.json()).toEqual({
      conteudo_id: 12,
      titulo: "Carta a uma amiga",
      corpo: detail.corpo,
      componente: "Língua Portuguesa",
      serie: "7º ano",
      tags: ["revisão"],
      anexos: [],
      novos_anexos: [],
    });
  });

  it("'Anexar arquivo' sends each file with its progress, 'Remover' drops one, and 'Salvar' keeps the rest", async () => {
    const withFiles: LessonDetail = {
      ...detail,
      anexos: [
        { id: 70, nome: "roteiro.pdf", tamanho: 2048, tipo: "application/pdf" },
        { id: 71, nome: "mapa.png", tamanho: 5 * 1024 * 1024, tipo: "image/png" },
      ],
    };
    const saved: LessonDetail = {
      ...withFiles,
      versao: 3,
      anexos: [
        { id: 80, nome: "roteiro.pdf", tamanho: 2048, tipo: "application/pdf" },
        { id: 81, nome: "gabarito.pdf", tamanho: 9, tipo: "application/pdf" },
      ],
    };
    const { requests } = stubApi([
      signIn(author()),
      noPaths,
      limits,
      ...uploadReplies(),
      [lessonsCalls.lessonGet, ok(lessonsCalls.lessonGet, { conteudo: withFiles })],
      [lessonsCalls.lessonEdit, ok(lessonsCalls.lessonEdit, { conteudo: saved })],
    ]);
    renderApp(webPaths.manageLesson.build(12));
    const group = await screen.findByRole("group", { name: "Anexos" });
    expect(
      await within(group).findByText(
        "Até 3 arquivos de no máximo 50 MB cada: PDF, imagem, documento, planilha, apresentação, áudio ou vídeo.",
      ),
    ).toBeTruthy();
    const list = within(group).getByRole("list", { name: "Anexos" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.firstChild?.textContent),
    ).toEqual(["roteiro.pdf (PDF · 2 KB)", "mapa.png (Imagem · 5 MB)"]);

    fireEvent.click(within(group).getByRole("button", { name: "Remover mapa.png" }));
    expect(within(group).queryByText("mapa.png")).toBeNull();

    const pick = within(group).getByLabelText("Anexar arquivo");
    fireEvent.change(pick, {
      target: {
        files: [
          new File(["<script>"], "pagina.html", { type: "text/html" }),
          new File(["%PDF-1.7\n"], "gabarito.pdf", { type: "application/pdf" }),
          new File(["%PDF-1.7\n"], "extra1.pdf", { type: "application/pdf" }),
          new File(["%PDF-1.7\n"], "extra2.pdf", { type: "application/pdf" }),
        ],
      },
    });
    expect(within(group).getByRole("alert").textContent).toBe(
      "pagina.html: este tipo de arquivo não é aceito. Envie PDF, imagem, documento, planilha, apresentação, áudio ou vídeo." +
        "extra2.pdf: o conteúdo aceita no máximo 3 anexos.",
    );
    expect(within(group).getByRole("progressbar", { name: "Envio de gabarito.pdf" })).toBeTruthy();
    await waitFor(() => expect(within(group).getAllByText("Enviado.")).toHaveLength(2));
    fireEvent.click(within(group).getByRole("button", { name: "Remover extra1.pdf" }));

    fireEvent.click(screen.getByRole("button", { name: "Salvar" }));
    expect(await screen.findByText("Salvo como versão 3.")).toBeTruthy();
    const sent = (await requests
      .find((request) => request.url.includes("/conteudos/editar"))
      ?.json()) as Record<string, unknown>;
    expect(sent.anexos).toEqual([70]);
    expect(sent.novos_anexos).toEqual(["envio-0000000000000001"]);
    // The new version's files, as the server saved them, are the list from now on.
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.firstChild?.textContent),
    ).toEqual(["roteiro.pdf (PDF · 2 KB)", "gabarito.pdf (PDF · 1 KB)"]);
  });

  it("attaches the files sent to a new lesson, and waits for one still going up before 'Salvar'", async () => {
    let finish: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const { requests } = stubApi([
      signIn(author()),
      noPaths,
      limits,
      ...uploadReplies(held),
      [
        lessonsCalls.lessonCreate,
        ok(lessonsCalls.lessonCreate, { conteudo: { ...detail, id: 42, titulo: "Leitura", versao: 1 } }),
      ],
      [lessonsCalls.lessonMine, page([])],
    ]);
    renderApp(webPaths.manageNewLesson.build());
    const group = await screen.findByRole("group", { name: "Anexos" });
    expect(within(group).getByText("Nenhum arquivo anexado.")).toBeTruthy();
    fireEvent.change(within(group).getByLabelText("Anexar arquivo"), {
      target: { files: [new File(["%PDF-1.7\n"], "texto.pdf", { type: "application/pdf" })] },
    });
    fireEvent.change(screen.getByLabelText("Título"), { target: { value: "Leitura" } });
    await waitFor(() =>
      expect(requests.some((request) => request.url.includes("/envios/concluir"))).toBe(true),
    );
    fireEvent.click(screen.getByRole("button", { name: "Salvar" }));
    expect(await screen.findByText("Aguarde o fim do envio dos anexos antes de salvar.")).toBeTruthy();
    expect(requests.some((request) => request.url.includes("/conteudos/criar"))).toBe(false);

    finish();
    expect(await within(group).findByText("Enviado.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Salvar" }));
    expect(await screen.findByText("Conteúdo “Leitura” criado (LES012).")).toBeTruthy();
    const sent = (await requests
      .find((request) => request.url.includes("/conteudos/criar"))
      ?.json()) as Record<string, unknown>;
    expect(sent.novos_anexos).toEqual(["envio-0000000000000001"]);
  });

  it("keeps those who may not author away from its pages", async () => {
    stubApi([signIn(makeUser()), noPaths]);
    const { router } = renderApp(webPaths.manageNewLesson.build());
    expect(await screen.findByRole("heading", { level: 1, name: "Pedagógico" })).toBeTruthy();
    expect(router.state.location.pathname).toBe(webPaths.signedIn.build());
    expect(screen.queryByRole("link", { name: "Gerenciar" })).toBeNull();
  });
});
