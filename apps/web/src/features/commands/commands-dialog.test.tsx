import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { webPaths } from "@trilha/contracts/web-paths";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ToastHost } from "../../components/ui/toast-host.tsx";
import { i18n, setupI18n } from "../../lib/i18n.ts";
import { currentToasts, dismissToast } from "../../lib/toasts.ts";
import { CommandsLauncher, isCommandsShortcut } from "./commands-launcher.tsx";

afterEach(() => {
  for (const toast of currentToasts()) dismissToast(toast.id);
});

function renderLauncher() {
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <>
            <button type="button">página</button>
            <CommandsLauncher />
            <ToastHost />
          </>
        ),
      },
    ],
    { initialEntries: [webPaths.signedIn.build()] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const press = (init: KeyboardEventInit) => act(() => fireEvent.keyDown(window, init));

async function openWithCtrlQ() {
  press({ key: "q", code: "KeyQ", ctrlKey: true });
  return screen.findByRole("dialog", { name: "Comandos" });
}

function run(dialog: HTMLElement, command: string) {
  fireEvent.change(within(dialog).getByLabelText("Comando"), { target: { value: command } });
  fireEvent.click(within(dialog).getByRole("button", { name: "Executar" }));
}

describe("isCommandsShortcut", () => {
  it("is Ctrl+Q exactly", () => {
    expect(isCommandsShortcut(new KeyboardEvent("keydown", { key: "q", ctrlKey: true }))).toBe(true);
    expect(isCommandsShortcut(new KeyboardEvent("keydown", { key: "Q", ctrlKey: true }))).toBe(true);
    expect(isCommandsShortcut(new KeyboardEvent("keydown", { key: "q", metaKey: true }))).toBe(false);
    expect(
      isCommandsShortcut(new KeyboardEvent("keydown", { key: "Q", ctrlKey: true, shiftKey: true })),
    ).toBe(false);
    expect(isCommandsShortcut(new KeyboardEvent("keydown", { key: "q", ctrlKey: true, altKey: true }))).toBe(
      false,
    );
    expect(isCommandsShortcut(new KeyboardEvent("keydown", { key: "a", code: "KeyQ", ctrlKey: true }))).toBe(
      false,
    );
    expect(isCommandsShortcut(new KeyboardEvent("keydown", { key: "q" }))).toBe(false);
  });
});

describe("CommandsLauncher", () => {
  it("opens on Ctrl+Q only, with focus in the 'Comando' field, and closes on Escape", async () => {
    renderLauncher();
    press({ key: "q" });
    press({ key: "q", metaKey: true });
    expect(screen.queryByRole("dialog")).toBeNull();
    const dialog = await openWithCtrlQ();
    expect(document.activeElement).toBe(within(dialog).getByLabelText("Comando"));
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("says clearly when a command is unknown or misused, and lists the commands on 'ajuda'", async () => {
    renderLauncher();
    const dialog = await openWithCtrlQ();
    run(dialog, "voar");
    expect(within(dialog).getByRole("alert").textContent).toBe(
      "Comando desconhecido: “voar”. Digite ajuda para ver os comandos.",
    );
    run(dialog, "idioma klingon");
    expect(within(dialog).getByRole("alert").textContent).toBe("Uso: idioma <pt-br | en-us | es-es>");
    run(dialog, "ajuda");
    expect(within(dialog).queryByRole("alert")).toBeNull();
    const terms = within(dialog)
      .getAllByRole("term")
      .map((term) => term.textContent);
    expect(terms).toContain("contraste <padrao | alto | cinza | escuro>");
    expect(terms).toContain("sair");
    run(dialog, "versao");
    expect(within(dialog).getByRole("status").textContent).toMatch(/^Versão \S+/);
  });

  it("goes to a page and closes", async () => {
    const router = renderLauncher();
    run(await openWithCtrlQ(), "conta");
    expect(router.state.location.pathname).toBe(webPaths.account.build());
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("changes the language at once and says so in a toast, in the new language", async () => {
    renderLauncher();
    run(await openWithCtrlQ(), "idioma en-us");
    expect(await screen.findByText("Language changed to English (US).")).toBeTruthy();
    expect(i18n.language).toBe("en-us");
    expect(window.localStorage.getItem("idioma")).toBe("en-us");
    await setupI18n("pt-br");
  });

  it("stores the contrast under 'contraste' and tells this tab's storage listeners", async () => {
    renderLauncher();
    const heard = vi.fn();
    window.addEventListener("storage", heard);
    run(await openWithCtrlQ(), "contraste alto");
    window.removeEventListener("storage", heard);
    expect(window.localStorage.getItem("contraste")).toBe("contraste-altocontraste");
    const event = heard.mock.calls[0]?.[0] as StorageEvent;
    expect([event.key, event.oldValue, event.newValue]).toEqual([
      "contraste",
      null,
      "contraste-altocontraste",
    ]);
    expect(await screen.findByText("Contraste alterado para alto contraste.")).toBeTruthy();
  });
});
