import { fireEvent, screen, within } from "@testing-library/react";
import { learningPaths } from "@trilha/contracts/learning-paths.calls";
import { webPaths } from "@trilha/contracts/web-paths";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ok, stubApi } from "../../test/api-stub.ts";
import { makeUser } from "../../test/fixtures.ts";
import { renderApp } from "../../test/render-app.tsx";
import { stubWideScreen } from "../../test/screen-width.ts";
import { signIn } from "../../test/session.ts";

const path = (usuario_tipo: "aluno" | "professor") => ({
  id: 1,
  nome: "Matemática",
  grupos: [{ id: 1, usuario_tipo }],
  total_habilidades: 10,
  habilidades_realizadas: 4,
  tagsFiltro: [],
});

async function menuLinks() {
  const nav = await screen.findByRole("navigation", { name: "Menu principal" });
  return within(nav)
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);
}

describe("student layout", () => {
  it("shows the default menu to a student without paths", async () => {
    stubApi([signIn(makeUser()), [learningPaths, ok(learningPaths, { trilhas: [path("professor")] })]]);
    renderApp(webPaths.signedIn.build());
    await screen.findByRole("heading", { level: 1, name: "Pedagógico" });
    expect(await menuLinks()).toEqual([
      ["Pedagógico", webPaths.signedIn.build()],
      ["Turmas", webPaths.classes.build()],
      ["Minha conta", webPaths.account.build()],
      ["Sair", webPaths.logout.build()],
    ]);
    expect(screen.getByRole("link", { name: "Pedagógico" }).getAttribute("aria-current")).toBe("page");
  });

  it("adds Gerenciar for users who may publish and Trilhas for a student in a path", async () => {
    const publisher = makeUser({
      funcoes: { compartilhar: false, publicar: true, forca_senha: false, "administrador-plataforma": false },
    });
    stubApi([signIn(publisher), [learningPaths, ok(learningPaths, { trilhas: [path("aluno")] })]]);
    renderApp(webPaths.signedIn.build());
    await screen.findByRole("link", { name: "Trilhas" });
    expect((await menuLinks()).map(([name]) => name)).toEqual([
      "Pedagógico",
      "Turmas",
      "Gerenciar",
      "Trilhas",
      "Minha conta",
      "Sair",
    ]);
  });

  it("offers no Sair to a visiting user", async () => {
    stubApi([signIn(makeUser({ visitante: true })), [learningPaths, ok(learningPaths, { trilhas: [] })]]);
    renderApp(webPaths.signedIn.build());
    await screen.findByRole("heading", { level: 1, name: "Pedagógico" });
    expect((await menuLinks()).map(([name]) => name)).not.toContain("Sair");
  });

  it("has the landmarks and a skip link to the main region", async () => {
    stubApi([signIn(makeUser()), [learningPaths, ok(learningPaths, { trilhas: [] })]]);
    renderApp(webPaths.signedIn.build());
    await screen.findByRole("heading", { level: 1, name: "Pedagógico" });
    expect(screen.getByRole("banner")).toBeTruthy();
    expect(screen.getByRole("main")).toBeTruthy();
    expect(screen.getByRole("contentinfo")).toBeTruthy();
    expect(screen.getByRole("complementary", { name: "Opções" })).toBeTruthy();
    const skip = screen.getByRole("link", { name: "Pular para o conteúdo" });
    skip.click();
    expect(document.activeElement).toBe(screen.getByRole("main"));
  });

  describe("header", () => {
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it("on a phone keeps its links in the navigation menu, even for a student without menu sections", async () => {
      stubApi([signIn(makeUser()), [learningPaths, ok(learningPaths, { trilhas: [] })]]);
      renderApp(webPaths.signedIn.build());
      await screen.findByRole("heading", { level: 1, name: "Pedagógico" });
      const header = screen.getByRole("banner");
      expect(header.querySelector(".site-header__nav")?.hasAttribute("inert")).toBe(true);
      const button = await within(header).findByRole("button", { name: "Menu de navegação" });
      fireEvent.click(button);
      const panel = screen.getByRole("dialog", { name: "Menu" });
      const nav = within(panel).getByRole("navigation", { name: "Menu principal" });
      expect(
        within(nav)
          .getAllByRole("link")
          .map((link) => link.textContent),
      ).toEqual(["Pedagógico", "Turmas", "Minha conta", "Sair"]);
    });

    it("on a wide screen shows the links in the header, and a student has no menu button", async () => {
      stubWideScreen();
      stubApi([signIn(makeUser()), [learningPaths, ok(learningPaths, { trilhas: [] })]]);
      renderApp(webPaths.signedIn.build());
      await screen.findByRole("heading", { level: 1, name: "Pedagógico" });
      const header = screen.getByRole("banner");
      expect(header.querySelector(".site-header__nav")?.hasAttribute("inert")).toBe(false);
      expect(within(header).getByRole("link", { name: "Turmas" })).toBeTruthy();
      await screen.findByRole("button", { name: /Ana/ });
      expect(within(header).queryByRole("button", { name: "Menu de navegação" })).toBeNull();
    });
  });
});
