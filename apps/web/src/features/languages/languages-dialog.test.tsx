import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { webPaths } from "@trilha/contracts/web-paths";
import { describe, expect, it } from "vitest";
import { LANGUAGE_STORAGE_KEY, setupI18n } from "../../lib/i18n.ts";
import { stubApi } from "../../test/api-stub.ts";
import { renderApp } from "../../test/render-app.tsx";

async function openDialog(menuName = "Opções de acessibilidade e ajuda", optionName = "Idiomas") {
  fireEvent.click(await screen.findByRole("button", { name: menuName }));
  fireEvent.click(await screen.findByRole("button", { name: optionName }));
  return screen.findByRole("dialog", { name: optionName });
}

describe("languages dialog", () => {
  it("lists the three languages as radios, each named in itself, the current one chosen", async () => {
    stubApi([]);
    renderApp(webPaths.login.build());
    const dialog = await openDialog();
    const radios = within(dialog).getAllByRole("radio") as HTMLInputElement[];
    expect(radios.map((radio) => [radio.value, radio.closest("label")?.textContent, radio.checked])).toEqual([
      ["pt-br", "Português (Brasil)", true],
      ["en-us", "English (US)", false],
      ["es-es", "Español", false],
    ]);
    // Each name is marked up in its own language; the flags are decoration beside it.
    expect(within(dialog).getByText("English (US)").closest("label")?.getAttribute("lang")).toBe("en-US");
    for (const flag of dialog.querySelectorAll("svg")) expect(flag.getAttribute("aria-hidden")).toBe("true");
    expect(dialog.getAttribute("aria-describedby")).toBeTruthy();
  });

  it("switches the language at once, remembers it and closes", async () => {
    stubApi([]);
    renderApp(webPaths.login.build());
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole("radio", { name: "English (US)" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in to your account" })).toBeTruthy();
    // The dialog closes once the switch has settled, which may be just after the page speaks English.
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.documentElement.lang).toBe("en-US");
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("en-us");
    // The menu is now in English, and focus is back on the option that opened the dialog.
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Languages" }));

    fireEvent.click(screen.getByRole("button", { name: "Languages" }));
    const again = screen.getByRole("dialog", { name: "Languages" });
    fireEvent.click(within(again).getByRole("radio", { name: "Español" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Acceda a su cuenta" })).toBeTruthy();
    expect(document.documentElement.lang).toBe("es-ES");
  });

  it("sends API calls in the new language", async () => {
    const { requests } = stubApi([], "es-es");
    await setupI18n("es-es");
    renderApp(webPaths.login.build());
    fireEvent.change(await screen.findByLabelText("Usuario (matrícula)"), { target: { value: "1" } });
    fireEvent.change(screen.getByLabelText("Contraseña"), { target: { value: "x" } });
    fireEvent.click(screen.getByRole("button", { name: "Acceder" }));
    await screen.findByRole("alert");
    expect(new URL(requests[0]?.url ?? "").pathname).toBe("/conta/es-es/logar/padrao");
  });
});
