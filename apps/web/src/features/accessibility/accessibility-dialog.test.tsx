import { fireEvent, screen, within } from "@testing-library/react";
import { webPaths } from "@trilha/contracts/web-paths";
import { afterEach, describe, expect, it } from "vitest";
import { stubApi } from "../../test/api-stub.ts";
import { renderApp } from "../../test/render-app.tsx";

async function openDialog() {
  fireEvent.click(await screen.findByRole("button", { name: "Opções de acessibilidade e ajuda" }));
  fireEvent.click(await screen.findByRole("button", { name: "Acessibilidade" }));
  return screen.findByRole("dialog", { name: "Acessibilidade" });
}

/**
 * The sign-in page (no call of its own to answer) with the dialog opened from the floating options, after
 * putting `stored` in local storage.
 */
function openOnLoginPage(stored: Record<string, string> = {}) {
  for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
  stubApi([]);
  renderApp(webPaths.login.build());
  return openDialog();
}

/** What a screen reader says after the group's name: the text its aria-describedby points to. */
function descriptionOf(element: HTMLElement): string | null | undefined {
  const id = element.getAttribute("aria-describedby");
  return id ? document.getElementById(id)?.textContent : null;
}

function checkedIn(dialog: HTMLElement, group: string): string | undefined {
  const fieldset = within(dialog).getByRole("group", { name: group });
  return (
    within(fieldset)
      .getAllByRole("radio")
      .find((radio) => (radio as HTMLInputElement).checked)
      ?.closest("label")?.textContent ?? undefined
  );
}

afterEach(() => {
  document.documentElement.removeAttribute("data-contrast");
  document.documentElement.removeAttribute("data-text-size");
});

describe("accessibility dialog", () => {
  it("offers the three contrasts, dark mode and the three text sizes, the defaults chosen", async () => {
    const dialog = await openOnLoginPage();
    const contrast = within(dialog).getByRole("group", { name: "Contraste" });
    expect(
      within(contrast)
        .getAllByRole("radio")
        .map((radio) => radio.closest("label")?.textContent),
    ).toEqual(["Padrão", "Alto contraste", "Escala de cinza", "Modo escuro"]);
    const size = within(dialog).getByRole("group", { name: "Tamanho do texto" });
    expect(
      within(size)
        .getAllByRole("radio")
        .map((radio) => radio.closest("label")?.textContent),
    ).toEqual(["Normal", "Grande", "Muito grande"]);
    expect(checkedIn(dialog, "Contraste")).toBe("Padrão");
    expect(checkedIn(dialog, "Tamanho do texto")).toBe("Normal");
  });

  it("changes nothing until 'Aplicar', then applies, stores and closes", async () => {
    const dialog = await openOnLoginPage();
    fireEvent.click(within(dialog).getByRole("radio", { name: "Alto contraste" }));
    fireEvent.click(within(dialog).getByRole("radio", { name: "Muito grande" }));
    expect(document.documentElement.getAttribute("data-contrast")).toBeNull();
    expect(window.localStorage.getItem("contraste")).toBeNull();

    fireEvent.click(within(dialog).getByRole("button", { name: "Aplicar" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(window.localStorage.getItem("contraste")).toBe("contraste-altocontraste");
    expect(window.localStorage.getItem("fontes")).toBe("fontes-gigantes");
    expect(document.documentElement.getAttribute("data-contrast")).toBe("contraste-altocontraste");
    expect(document.documentElement.getAttribute("data-text-size")).toBe("fontes-gigantes");
    // Focus goes back to the option that opened the dialog.
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Acessibilidade" }));
  });

  it("shows the stored choice when opened again, and closing without applying keeps it", async () => {
    let dialog = await openOnLoginPage({ contraste: "contraste-escalacinza", fontes: "fontes-grandes" });
    expect(checkedIn(dialog, "Contraste")).toBe("Escala de cinza");
    expect(checkedIn(dialog, "Tamanho do texto")).toBe("Grande");
    fireEvent.click(within(dialog).getByRole("radio", { name: "Padrão" }));
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(window.localStorage.getItem("contraste")).toBe("contraste-escalacinza");

    fireEvent.click(screen.getByRole("button", { name: "Acessibilidade" }));
    dialog = screen.getByRole("dialog", { name: "Acessibilidade" });
    expect(checkedIn(dialog, "Contraste")).toBe("Escala de cinza");
  });

  it("treats junk in storage as the defaults", async () => {
    const dialog = await openOnLoginPage({ contraste: "preto-e-branco", fontes: "enorme" });
    expect(checkedIn(dialog, "Contraste")).toBe("Padrão");
    expect(checkedIn(dialog, "Tamanho do texto")).toBe("Normal");
  });

  it("offers data saving, automatic by default, and keeps the choice on 'Aplicar'", async () => {
    let dialog = await openOnLoginPage();
    const group = within(dialog).getByRole("group", { name: "Economia de dados" });
    expect(descriptionOf(group)).toBe("Imagens menores; vídeos e extras só carregam quando pedidos.");
    expect(checkedIn(dialog, "Economia de dados")).toBe("Automática (conforme a conexão)");
    fireEvent.click(within(dialog).getByRole("radio", { name: "Ligada" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Aplicar" }));
    expect(window.localStorage.getItem("economia-dados")).toBe("economia-ligada");

    fireEvent.click(screen.getByRole("button", { name: "Acessibilidade" }));
    dialog = screen.getByRole("dialog", { name: "Acessibilidade" });
    expect(checkedIn(dialog, "Economia de dados")).toBe("Ligada");
    // The indicator: saving is on now.
    expect(descriptionOf(within(dialog).getByRole("group", { name: "Economia de dados" }))).toBe(
      "Imagens menores; vídeos e extras só carregam quando pedidos. Economia de dados ligada agora.",
    );
  });
});
