import { fireEvent, screen } from "@testing-library/react";
import { webPaths } from "@trilha/contracts/web-paths";
import { describe, expect, it } from "vitest";
import { LANGUAGE_STORAGE_KEY, preferredLanguage, setupI18n } from "../../lib/i18n.ts";
import { stubApi } from "../../test/api-stub.ts";
import { renderApp } from "../../test/render-app.tsx";

describe("language switcher", () => {
  it("lists the three languages, each named in itself", async () => {
    stubApi([]);
    renderApp(webPaths.login.build());
    const select = await screen.findByLabelText("Idioma");
    const options = [...(select as HTMLSelectElement).options].map((option) => [option.value, option.text]);
    expect(options).toEqual([
      ["pt-br", "Português (Brasil)"],
      ["en-us", "English (US)"],
      ["es-es", "Español"],
    ]);
  });

  it("switches the texts and <html lang> at once and remembers the choice", async () => {
    stubApi([]);
    renderApp(webPaths.login.build());
    expect(document.documentElement.lang).toBe("pt-BR");
    fireEvent.change(await screen.findByLabelText("Idioma"), { target: { value: "en-us" } });
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in to your account" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sign in" })).toBeTruthy();
    expect(screen.getByLabelText("Language")).toBeTruthy();
    expect(document.documentElement.lang).toBe("en-US");
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("en-us");

    fireEvent.change(screen.getByLabelText("Language"), { target: { value: "es-es" } });
    expect(await screen.findByRole("heading", { level: 1, name: "Accede a tu cuenta" })).toBeTruthy();
    expect(document.documentElement.lang).toBe("es-ES");
    // The language names stay in their own language whatever the UI language.
    expect(screen.getByRole("option", { name: "English (US)" })).toBeTruthy();
  });

  it("sends API calls in the new language", async () => {
    const { requests } = stubApi([], "es-es");
    await setupI18n("es-es");
    renderApp(webPaths.login.build());
    fireEvent.change(await screen.findByLabelText("Usuario (matrícula)"), {
      target: { value: "1" },
    });
    fireEvent.change(screen.getByLabelText("Contraseña"), { target: { value: "x" } });
    fireEvent.click(screen.getByRole("button", { name: "Acceder" }));
    await screen.findByRole("alert");
    expect(new URL(requests[0]?.url ?? "").pathname).toBe("/conta/es-es/logar/padrao");
  });
});

describe("preferred language", () => {
  it("uses the stored choice first", () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, "es-es");
    expect(preferredLanguage()).toBe("es-es");
  });

  it("ignores an unknown stored value and follows the browser", () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, "fr-fr");
    Object.defineProperty(window.navigator, "languages", { value: ["es-MX", "en-US"], configurable: true });
    expect(preferredLanguage()).toBe("es-es");
  });
});
