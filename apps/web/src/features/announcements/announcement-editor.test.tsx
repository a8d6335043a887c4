import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { AuthoredAnnouncement } from "@trilha/contracts/announcements.calls";
import * as announcementsCalls from "@trilha/contracts/announcements.calls";
import { webPaths } from "@trilha/contracts/web-paths";
import { describe, expect, it } from "vitest";
import { failure, ok, stubApi } from "../../test/api-stub.ts";
import { makeAdmin } from "../../test/fixtures.ts";
import { openFrom, renderApp } from "../../test/render-app.tsx";
import { signIn } from "../../test/session.ts";

const LIVE: AuthoredAnnouncement = {
  chave: "anuncio-1",
  tipo: "invitation",
  titulo: "Aula ao vivo",
  texto: "Participe da aula ao vivo de quinta.",
  midia_url: null,
  legenda_url: null,
  link_url: "https://escola.example/aovivo",
  link_texto: "Entrar",
  prazo: "2099-12-31T23:59:59-03:00",
  publico: "staff",
};

const PAGE = webPaths.announcementsAdmin.build();

function stubAnnouncements(
  saveReply = ok(announcementsCalls.announcementSave, {
    status: "sucesso",
    mensagem: "Anúncio salvo.",
    anuncio: LIVE,
  }),
) {
  return stubApi([
    signIn(makeAdmin({ token: "tok-admin" })),
    [
      announcementsCalls.announcementAdminList,
      ok(announcementsCalls.announcementAdminList, { anuncios: [LIVE] }),
    ],
    [announcementsCalls.announcementSave, saveReply],
    [
      announcementsCalls.announcementRemove,
      ok(announcementsCalls.announcementRemove, { status: "sucesso", mensagem: "Anúncio excluído." }),
    ],
    [
      announcementsCalls.announcementAudience,
      async (request) => {
        const { publico } = (await request.json()) as { publico: string };
        return ok(
          announcementsCalls.announcementAudience,
          publico === "all" ? { usuarios: 40, agora: 6 } : { usuarios: 5, agora: 1 },
        );
      },
    ],
  ]);
}

describe("the announcements page", { timeout: 20_000 }, () => {
  it("lists each announcement with its kind, audience and deadline", async () => {
    stubAnnouncements();
    renderApp(PAGE);
    const item = (await screen.findByRole("heading", { name: "Aula ao vivo" })).closest("li");
    expect(item?.textContent).toContain("Convite");
    expect(item?.textContent).toContain(
      "Equipe (gestores de rede e membros de turmas administrativas ou pedagógicas)",
    );
  });

  it("says how many people the audience reaches and how many of them use the platform now", async () => {
    stubAnnouncements();
    const form = await openFrom(PAGE, "Novo anúncio", "form", "Novo anúncio");
    expect(
      await within(form).findByText("Pessoas que veriam este anúncio: 40. Usando a plataforma agora: 6."),
    ).toBeTruthy();
    fireEvent.change(within(form).getByLabelText("Público"), { target: { value: "staff" } });
    expect(
      await within(form).findByText("Pessoas que veriam este anúncio: 5. Usando a plataforma agora: 1."),
    ).toBeTruthy();
  });

  it("writes an announcement, previews it as people see it and saves it", async () => {
    const { requests } = stubAnnouncements();
    const form = await openFrom(PAGE, "Novo anúncio", "form", "Novo anúncio");
    fireEvent.change(within(form).getByLabelText("Tipo"), { target: { value: "video" } });
    fireEvent.change(within(form).getByLabelText("Título"), { target: { value: "Boas-vindas" } });
    fireEvent.change(within(form).getByLabelText("Texto"), { target: { value: "Veja como usar a Trilha." } });
    fireEvent.change(within(form).getByLabelText("Vídeo (arquivo desta plataforma)"), {
      target: { value: "/arquivos/boas-vindas.mp4" },
    });
    fireEvent.change(within(form).getByLabelText("Prazo"), { target: { value: "2099-12-31T23:59" } });
    fireEvent.click(within(form).getByRole("button", { name: "Prévia" }));
    const preview = await screen.findByRole("dialog", { name: "Boas-vindas" });
    expect(preview.textContent).toContain("Veja como usar a Trilha.");
    expect(preview.querySelector("video")?.getAttribute("src")).toBe("/arquivos/boas-vindas.mp4");
    fireEvent.click(within(preview).getByRole("button", { name: "Entendi" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Boas-vindas" })).toBeNull());

    fireEvent.click(within(form).getByRole("button", { name: "Salvar anúncio" }));
    expect(await screen.findByText("Anúncio salvo.")).toBeTruthy();
    const saved = requests.find((request) => request.url.endsWith("/anuncios/salvar"));
    expect(await saved?.json()).toEqual({
      tipo: "video",
      titulo: "Boas-vindas",
      texto: "Veja como usar a Trilha.",
      midia_url: "/arquivos/boas-vindas.mp4",
      legenda_url: null,
      link_url: null,
      link_texto: null,
      prazo: new Date("2099-12-31T23:59").toISOString(),
      publico: "all",
    });
  });

  it("shows the server's refusal beside the button and keeps the form", async () => {
    stubAnnouncements(failure(400, "Um anúncio precisa de um vídeo ou de um link."));
    const form = await openFrom(PAGE, "Editar anúncio: Aula ao vivo", "form", "Editar anúncio");
    fireEvent.click(within(form).getByRole("button", { name: "Salvar anúncio" }));
    expect((await within(form).findByRole("alert")).textContent).toBe(
      "Um anúncio precisa de um vídeo ou de um link.",
    );
  });

  it("asks before removing an announcement", async () => {
    const { requests } = stubAnnouncements();
    const confirm = await openFrom(PAGE, "Excluir: Aula ao vivo", "alertdialog", "Excluir");
    fireEvent.click(within(confirm).getByRole("button", { name: "Excluir" }));
    expect(await screen.findByText("Anúncio excluído.")).toBeTruthy();
    const removed = requests.find((request) => request.url.endsWith("/anuncios/remover"));
    expect(await removed?.json()).toEqual({ chave: "anuncio-1" });
  });
});
