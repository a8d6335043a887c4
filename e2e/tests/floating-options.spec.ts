import { expect, type Page, test } from "@playwright/test";
import { webPaths } from "@trilha/contracts/web-paths";
import { expectNoAxeViolations, signIn, tenantUrl, VLIBRAS_TEST_URL } from "./fixtures.ts";

const TOGGLE = { pt: "Opções de acessibilidade e ajuda", en: "Accessibility and help options" };
const CONTRASTS = ["contraste-padrao", "contraste-altocontraste", "contraste-escalacinza"] as const;

function toggle(page: Page, name = TOGGLE.pt) {
  return page.getByRole("button", { name });
}

async function openMenu(page: Page, name = TOGGLE.pt) {
  await toggle(page, name).click();
  await expect(toggle(page, name)).toHaveAttribute("aria-expanded", "true");
}

/** Stores settings the way the dialogs do, then reloads so the page starts with them. */
async function startWith(page: Page, path: string, settings: Record<string, string>) {
  await page.goto(tenantUrl("localhost", path));
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  }, settings);
  await page.reload();
}

test("the floating options open and close, and close on Escape", async ({ page }) => {
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  const button = toggle(page);
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("button", { name: "Acessibilidade", exact: true })).toHaveCount(0);

  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  const options = page.getByRole("complementary", { name: "Opções" }).getByRole("listitem");
  await expect(options).toHaveText([
    /Suporte pelo WhatsApp/,
    "Acessibilidade",
    /Libras/,
    "Idiomas",
    /Wiki de ajuda/,
  ]);
  await expectNoAxeViolations(page);

  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(options).toHaveCount(0);

  await button.click();
  await page.getByRole("button", { name: "Idiomas" }).focus();
  await page.keyboard.press("Escape");
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(button).toBeFocused();
});

test("high contrast and extra-large text are applied and survive a reload before React renders", async ({
  page,
}) => {
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await openMenu(page);
  await page.getByRole("button", { name: "Acessibilidade", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Acessibilidade" });
  await expect(dialog.getByRole("radio", { name: "Padrão" })).toBeChecked();
  await expectNoAxeViolations(page);
  await dialog.getByRole("radio", { name: "Alto contraste" }).check();
  await dialog.getByRole("radio", { name: "Muito grande" }).check();
  await dialog.getByRole("button", { name: "Aplicar" }).click();
  await expect(dialog).toHaveCount(0);

  const html = page.locator("html");
  await expect(html).toHaveAttribute("data-contrast", "contraste-altocontraste");
  await expect(html).toHaveAttribute("data-text-size", "fontes-gigantes");
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe("24px");
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe(
    "rgb(0, 0, 0)",
  );
  expect(
    await page.evaluate(() => [localStorage.getItem("contraste"), localStorage.getItem("fontes")]),
  ).toEqual(["contraste-altocontraste", "fontes-gigantes"]);

  // What the page looks like while it is still being parsed, before the app's module code has run.
  await page.addInitScript(() => {
    const seen: Record<string, unknown> = {};
    (window as unknown as { firstParse: typeof seen }).firstParse = seen;
    new MutationObserver((_, observer) => {
      const root = document.getElementById("root");
      if (!root) return;
      observer.disconnect();
      seen.contrast = document.documentElement.getAttribute("data-contrast");
      seen.textSize = document.documentElement.getAttribute("data-text-size");
      seen.rootChildren = root.childElementCount;
    }).observe(document, { childList: true, subtree: true });
    document.addEventListener("DOMContentLoaded", () => {
      seen.fontSizeAtDomContentLoaded = getComputedStyle(document.documentElement).fontSize;
      seen.rootChildrenAtDomContentLoaded = document.getElementById("root")?.childElementCount;
    });
  });
  await page.reload();
  await expect(page.getByRole("button", { name: "Acessar" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { firstParse: unknown }).firstParse)).toEqual({
    contrast: "contraste-altocontraste",
    textSize: "fontes-gigantes",
    rootChildren: 0,
    fontSizeAtDomContentLoaded: "24px",
    rootChildrenAtDomContentLoaded: 0,
  });

  await openMenu(page);
  await page.getByRole("button", { name: "Acessibilidade", exact: true }).click();
  await expect(dialog.getByRole("radio", { name: "Alto contraste" })).toBeChecked();
  await expect(dialog.getByRole("radio", { name: "Muito grande" })).toBeChecked();
});

for (const contrast of CONTRASTS) {
  for (const language of ["pt-br", "en-us", "es-es"] as const) {
    test(`the sign-in page, the menu and both dialogs pass axe in ${contrast}, ${language}`, async ({
      page,
    }) => {
      await startWith(page, webPaths.login.build(), { contraste: contrast, idioma: language });
      await expect(page.locator("html")).toHaveAttribute("data-contrast", contrast);
      await expect(page.locator("html")).toHaveAttribute("lang", new RegExp(`^${language}$`, "i"));
      await expectNoAxeViolations(page);
      const menu = page.getByRole("complementary");
      await menu.getByRole("button", { expanded: false }).click();
      await expectNoAxeViolations(page);
      // The first entry after WhatsApp opens the accessibility dialog, the fourth the languages dialog.
      const entries = menu.getByRole("listitem");
      await entries.nth(1).getByRole("button").click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");
      await entries.nth(3).getByRole("button").click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test(`the signed-in home passes axe in ${contrast}`, async ({ page }) => {
    await startWith(page, webPaths.login.build(), { contraste: contrast });
    await signIn(page, "1001");
    await expect(page.getByRole("heading", { level: 1, name: "Pedagógico" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-contrast", contrast);
    await expectNoAxeViolations(page);
    await openMenu(page);
    await expectNoAxeViolations(page);
  });
}

test("grayscale filters the whole page from the root, keeping fixed parts in place", async ({ page }) => {
  await startWith(page, webPaths.login.build(), {
    contraste: "contraste-escalacinza",
    fontes: "fontes-grandes",
  });
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).filter)).toBe("grayscale(1)");
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe("20px");
  const box = await toggle(page).boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && viewport.height - (box.y + box.height)).toBeLessThan(30);
});

test("choosing a language in the dialog changes the page at once and closes the dialog", async ({ page }) => {
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await openMenu(page);
  await page.getByRole("button", { name: "Idiomas" }).click();
  const dialog = page.getByRole("dialog", { name: "Idiomas" });
  await expect(dialog.getByRole("radio", { name: "Português (Brasil)" })).toBeChecked();
  await expectNoAxeViolations(page);
  await dialog.getByRole("radio", { name: "English (US)" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.locator("html")).toHaveAttribute("lang", /^en-us$/i);
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Languages" })).toBeFocused();
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", /^en-us$/i);
  await expect(toggle(page, TOGGLE.en)).toBeVisible();
});

test("WhatsApp support uses the tenant's number, the signed-in client's, or the default", async ({
  page,
}) => {
  const href = async () =>
    new URL((await page.getByRole("link", { name: /WhatsApp/ }).getAttribute("href")) ?? "");

  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await openMenu(page);
  const link = page.getByRole("link", { name: "Suporte pelo WhatsApp (abre em uma nova aba)" });
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /noopener/);
  let url = await href();
  expect(`${url.origin}${url.pathname}`).toBe("https://wa.me/5511988887777");
  expect(url.searchParams.get("text")).toBe("Olá! Preciso de ajuda na plataforma Trilha.");

  await signIn(page, "1001");
  await expect(page.getByRole("heading", { level: 1, name: "Pedagógico" })).toBeVisible();
  await openMenu(page);
  url = await href();
  expect(url.pathname).toBe("/55011977776666");

  await page.goto(tenantUrl("escola-azul.localhost", webPaths.login.build()));
  await openMenu(page);
  url = await href();
  expect(url.pathname).toMatch(/^\/55[0-9]+$/);
  expect(url.pathname).not.toBe("/5511988887777");
  expect(url.searchParams.get("text")).toBe("Olá! Preciso de ajuda no site.");
});

test("the wiki opens in a new tab: the tenant's own, or the default one", async ({ page }) => {
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await openMenu(page);
  const wiki = page.getByRole("link", { name: "Wiki de ajuda (abre em uma nova aba)" });
  await expect(wiki).toHaveAttribute("href", "https://wiki.trilha.example/");
  await expect(wiki).toHaveAttribute("target", "_blank");
  await expect(wiki).toHaveAttribute("rel", /noopener/);

  await page.goto(tenantUrl("escola-azul.localhost", webPaths.login.build()));
  await openMenu(page);
  const fallback = page.getByRole("link", { name: /Wiki de ajuda/ });
  await expect(fallback).toHaveAttribute("href", /^https:\/\//);
  await expect(fallback).not.toHaveAttribute("href", "https://wiki.trilha.example/");
});

test("the sign-language widget degrades quietly when it cannot be loaded", async ({ page }) => {
  const pageErrors: string[] = [];
  const consoleErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await expect(page.locator("script[src*='vlibras']")).toHaveCount(0);
  await openMenu(page);
  await page.getByRole("button", { name: "Libras (língua de sinais)" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Não foi possível carregar o tradutor de Libras agora. Tente novamente mais tarde.",
  );
  await expectNoAxeViolations(page);
  await page.waitForTimeout(2500);
  expect(pageErrors).toEqual([]);
  // At most the browser's own line about the failed script, never a loop.
  expect(consoleErrors.length).toBeLessThanOrEqual(1);
  await expect(page.getByRole("button", { name: "Acessar" })).toBeVisible();
});

test("the sign-language widget starts 1500 ms after its script loads and opens 250 ms later", async ({
  page,
}) => {
  // A stand-in for the plugin at the configured address, recording when it is started and opened.
  await page.route(`${VLIBRAS_TEST_URL}/vlibras-plugin.js`, (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `
        window.vlibrasLog = [["loaded", performance.now()]];
        window.VLibras = { Widget: function (root) {
          window.vlibrasLog.push(["widget", performance.now(), root]);
          window.onload = function () {
            document.querySelector("[vw-access-button]").addEventListener("click", function () {
              window.vlibrasLog.push(["opened", performance.now()]);
            });
          };
        } };`,
    }),
  );
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await openMenu(page);
  await page.getByRole("button", { name: "Libras (língua de sinais)" }).click();
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { vlibrasLog?: unknown[] }).vlibrasLog?.length ?? 0),
    )
    .toBe(3);
  const log = await page.evaluate(
    () => (window as unknown as { vlibrasLog: [string, number, string?][] }).vlibrasLog,
  );
  const [loaded, widget, opened] = log;
  expect(log.map(([event]) => event)).toEqual(["loaded", "widget", "opened"]);
  expect(widget?.[2]).toBe(VLIBRAS_TEST_URL);
  const initDelay = (widget?.[1] ?? 0) - (loaded?.[1] ?? 0);
  const clickDelay = (opened?.[1] ?? 0) - (widget?.[1] ?? 0);
  expect(initDelay).toBeGreaterThanOrEqual(1500);
  expect(initDelay).toBeLessThan(2000);
  expect(clickDelay).toBeGreaterThanOrEqual(250);
  expect(clickDelay).toBeLessThan(600);
  await expect(page.getByRole("status")).toHaveText("");
});

test("no floating options on the plain games pages nor for an inactive tenant", async ({ page }) => {
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await signIn(page, "1001");
  await expect(page.getByRole("heading", { level: 1, name: "Pedagógico" })).toBeVisible();
  await expect(toggle(page)).toBeVisible();
  await page.goto(tenantUrl("localhost", webPaths.games.build()));
  await expect(page.getByRole("main")).toBeVisible();
  await page.waitForTimeout(300);
  await expect(toggle(page)).toHaveCount(0);

  await page.goto(tenantUrl("fechada.localhost", webPaths.login.build()));
  await expect(page).toHaveURL(/\/desativado$/);
  await page.waitForTimeout(300);
  await expect(toggle(page)).toHaveCount(0);
});

test.describe("on a 360 px screen with the cookie notice showing", () => {
  test.use({ viewport: { width: 360, height: 740 }, storageState: { cookies: [], origins: [] } });

  test("the notice leaves the floating button uncovered", async ({ page }) => {
    await page.goto(tenantUrl("localhost", webPaths.login.build()));
    const notice = page.getByRole("region", { name: "Aviso de cookies" });
    await expect(notice).toBeVisible();
    for (const fontes of ["fontes-padrao", "fontes-gigantes"]) {
      await page.evaluate((value) => document.documentElement.setAttribute("data-text-size", value), fontes);
      const [a, b] = [await notice.boundingBox(), await toggle(page).boundingBox()];
      expect(a && b).toBeTruthy();
      if (!a || !b) return;
      const overlap =
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(overlap, `${fontes}: notice ${JSON.stringify(a)} button ${JSON.stringify(b)}`).toBe(false);
    }
    // Clickable means nothing lies on top of it.
    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "true");
  });
});
