import { act, fireEvent, screen, within } from "@testing-library/react";
import { learningPaths } from "@trilha/contracts/learning-paths.calls";
import { DEFAULT_WHATSAPP_NUMBER } from "@trilha/contracts/rules/whatsapp";
import { DEFAULT_WIKI_URL } from "@trilha/contracts/rules/wiki";
import { SITE_SETTINGS_ELEMENT_ID } from "@trilha/contracts/site-settings";
import { webPaths } from "@trilha/contracts/web-paths";
import { afterEach, describe, expect, it } from "vitest";
import { ok, stubApi } from "../../test/api-stub.ts";
import { makeTenant, makeUser } from "../../test/fixtures.ts";
import { renderApp } from "../../test/render-app.tsx";
import { signIn } from "../../test/session.ts";

async function openMenu() {
  const toggle = await screen.findByRole("button", { name: "Opções de acessibilidade e ajuda" });
  fireEvent.click(toggle);
  // The options are downloaded on the first opening.
  await screen.findByRole("button", { name: "Acessibilidade" });
  return toggle;
}

function whatsappHref(): URL {
  return new URL(screen.getByRole("link", { name: /Suporte pelo WhatsApp/ }).getAttribute("href") ?? "");
}

function setSiteSettings(json: string) {
  const element = document.createElement("script");
  element.type = "application/json";
  element.id = SITE_SETTINGS_ELEMENT_ID;
  element.textContent = json;
  document.head.append(element);
}

afterEach(() => {
  document.getElementById(SITE_SETTINGS_ELEMENT_ID)?.remove();
});

describe("floating options", () => {
  it("open and close from one button that tells its state", async () => {
    stubApi([]);
    renderApp(webPaths.login.build());
    const toggle = await screen.findByRole("button", { name: "Opções de acessibilidade e ajuda" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("button", { name: "Acessibilidade" })).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    await screen.findByRole("button", { name: "Acessibilidade" });
    const list = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    expect(list).not.toBeNull();
    const names = within(list as HTMLElement)
      .getAllByRole("listitem")
      .map((item) => item.textContent?.trim());
    expect(names).toEqual([
      "Suporte pelo WhatsApp (abre em uma nova aba)",
      "Acessibilidade",
      "Idiomas",
      "Wiki de ajuda (abre em uma nova aba)",
    ]);

    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("button", { name: "Acessibilidade" })).toBeNull();
  });

  it("close on Escape and give focus back to the button", async () => {
    stubApi([]);
    renderApp(webPaths.login.build());
    const toggle = await openMenu();
    const option = screen.getByRole("button", { name: "Idiomas" });
    option.focus();
    fireEvent.keyDown(option, { key: "Escape" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle);
  });

  it("are not on the plain logged layout (games)", async () => {
    stubApi([signIn(makeUser()), [learningPaths, ok(learningPaths, { trilhas: [] })]]);
    renderApp(webPaths.games.build());
    await screen.findByRole("main");
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole("button", { name: "Opções de acessibilidade e ajuda" })).toBeNull();
  });

  it("are on the signed-in layouts", async () => {
    stubApi([signIn(makeUser()), [learningPaths, ok(learningPaths, { trilhas: [] })]]);
    renderApp(webPaths.signedIn.build());
    await screen.findByRole("heading", { level: 1, name: "Pedagógico" });
    expect(screen.getByRole("button", { name: "Opções de acessibilidade e ajuda" })).toBeTruthy();
  });
});

describe("WhatsApp support link", () => {
  it("uses the tenant's number with prefix 55 and the tenant's message, in a new tab", async () => {
    stubApi([]);
    renderApp(webPaths.login.build(), {
      tenant: makeTenant({ whatsapp: { numero: "11988887777", mensagem: "Oi, escola!" } }),
    });
    await openMenu();
    const link = screen.getByRole("link", { name: /Suporte pelo WhatsApp/ });
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
    expect(whatsappHref().origin + whatsappHref().pathname).toBe("https://wa.me/5511988887777");
    expect(whatsappHref().searchParams.get("text")).toBe("Oi, escola!");
  });

  it("falls back to the default number and help message", async () => {
    stubApi([]);
    renderApp(webPaths.login.build(), { tenant: makeTenant({ whatsapp: null }) });
    await openMenu();
    expect(whatsappHref().pathname).toBe(`/${DEFAULT_WHATSAPP_NUMBER}`);
    expect(whatsappHref().searchParams.get("text")).toBe("Olá! Preciso de ajuda no site.");
  });

  it("ignores a tenant number that is not all digits", async () => {
    stubApi([]);
    renderApp(webPaths.login.build(), {
      tenant: makeTenant({ whatsapp: { numero: "(11) 98888-7777", mensagem: null } }),
    });
    await openMenu();
    expect(whatsappHref().pathname).toBe(`/${DEFAULT_WHATSAPP_NUMBER}`);
  });

  it("prefers the signed-in user's client number, with prefix 550", async () => {
    const user = makeUser({ cliente: { id: 3, whatsapp: "11977776666" } });
    stubApi([signIn(user), [learningPaths, ok(learningPaths, { trilhas: [] })]]);
    renderApp(webPaths.signedIn.build(), {
      tenant: makeTenant({ whatsapp: { numero: "11988887777", mensagem: null } }),
    });
    await screen.findByRole("heading", { level: 1, name: "Pedagógico" });
    await openMenu();
    expect(whatsappHref().pathname).toBe("/55011977776666");
  });
});

describe("wiki link", () => {
  it("opens the tenant's wiki in a new tab and says so to screen readers", async () => {
    stubApi([]);
    renderApp(webPaths.login.build(), {
      tenant: makeTenant({ links: { wiki: "https://wiki.aurora.example/" } }),
    });
    await openMenu();
    const link = screen.getByRole("link", { name: "Wiki de ajuda (abre em uma nova aba)" });
    expect(link.getAttribute("href")).toBe("https://wiki.aurora.example/");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
  });

  it("opens the default wiki when the tenant has none", async () => {
    stubApi([]);
    renderApp(webPaths.login.build(), { tenant: makeTenant({ links: {} }) });
    await openMenu();
    expect(screen.getByRole("link", { name: /Wiki de ajuda/ }).getAttribute("href")).toBe(DEFAULT_WIKI_URL);
  });
});

describe("sign-language option", () => {
  it("is offered only when the server enables the widget", async () => {
    setSiteSettings(JSON.stringify({ vlibras_url: "https://vlibras.example/app" }));
    stubApi([]);
    renderApp(webPaths.login.build());
    await openMenu();
    expect(screen.getByRole("button", { name: "Libras (língua de sinais)" })).toBeTruthy();
  });

  it("is hidden when the widget is disabled or the setting is unreadable", async () => {
    setSiteSettings(JSON.stringify({ vlibras_url: null }));
    stubApi([]);
    const first = renderApp(webPaths.login.build());
    await openMenu();
    expect(screen.queryByRole("button", { name: /Libras/ })).toBeNull();
    first.unmount();

    document.getElementById(SITE_SETTINGS_ELEMENT_ID)?.remove();
    setSiteSettings("{not json");
    renderApp(webPaths.login.build());
    await openMenu();
    expect(screen.queryByRole("button", { name: /Libras/ })).toBeNull();
  });
});
