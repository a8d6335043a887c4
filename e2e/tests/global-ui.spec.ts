import { expect, type Page, test } from "@playwright/test";
import { callPath } from "@trilha/contracts/call";
import { activeGroups } from "@trilha/contracts/classes.calls";
import { webPaths } from "@trilha/contracts/web-paths";
import { expectNoAxeViolations, keepShot, signIn, tenantUrl } from "./fixtures.ts";

// Each test signs in and walks several screens, with axe on most: a busy two-core machine takes longer than
// Playwright's 30 s for that (the commands test ran 19 s on an idle one, past 30 s beside another run).
test.describe.configure({ timeout: 90_000 });

async function signInAsAna(page: Page) {
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await signIn(page, "1001");
  await expect(page).toHaveURL(/\/logado$/);
}

/** What any script on the page can do to raise a global alert (spec §8). */
async function raise(page: Page, type: "alert-sucesso" | "alert-erro", detail: Record<string, unknown>) {
  await page.evaluate(([name, payload]) => window.dispatchEvent(new CustomEvent(name, { detail: payload })), [
    type,
    detail,
  ] as const);
}

const commandsDialog = (page: Page, name = "Comandos") => page.getByRole("dialog", { name });

async function runCommand(page: Page, command: string, { field = "Comando", run = "Executar" } = {}) {
  await page.keyboard.press("Control+q");
  const dialog = page.getByRole("dialog").filter({ has: page.getByLabel(field) });
  await expect(dialog.getByLabel(field)).toBeFocused();
  await dialog.getByLabel(field).fill(command);
  await dialog.getByRole("button", { name: run }).click();
  return dialog;
}

test("alert-sucesso and alert-erro page events show the global alert, one at a time", async ({ page }) => {
  await signInAsAna(page);
  await raise(page, "alert-sucesso", { mensagem: "Preferências salvas." });
  const success = page.getByRole("alertdialog", { name: "Sucesso" });
  await expect(success).toContainText("Preferências salvas.");
  await expect(success.getByRole("button", { name: "Entendi" })).toBeFocused();
  await expectNoAxeViolations(page);
  await keepShot(page, "global-ui/alert-success-pt-br");
  await success.getByRole("button", { name: "Entendi" }).click();
  await expect(success).toBeHidden();

  // Two at once: the error first, then the success that asks for 'Prosseguir'.
  await raise(page, "alert-erro", { mensagem: "Não foi possível salvar." });
  await raise(page, "alert-sucesso", { mensagem: "Conta vinculada.", botao: "prosseguir" });
  await expect(page.getByRole("alertdialog")).toHaveCount(1);
  const failure = page.getByRole("alertdialog", { name: "Erro" });
  await expect(failure).toContainText("Não foi possível salvar.");
  await expect(failure.getByRole("button")).toHaveText(["Entendi"]);
  await expectNoAxeViolations(page);
  await keepShot(page, "global-ui/alert-error-pt-br");
  await page.keyboard.press("Escape");
  const next = page.getByRole("alertdialog", { name: "Sucesso" });
  await expect(next).toContainText("Conta vinculada.");
  await next.getByRole("button", { name: "Prosseguir" }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
});

test("Escape closes only the topmost of two stacked modals; focus stays inside and comes back", async ({
  page,
}) => {
  await signInAsAna(page);
  const menuButton = page.getByRole("banner").getByRole("button", { name: "Ana, menu da conta" });
  await menuButton.click();
  const menu = page.getByRole("dialog", { name: "Sua conta" });
  await expect(menu).toBeVisible();
  const focusedInMenu = await page.evaluate(() => document.activeElement?.textContent ?? "");

  // The commands dialog opens over the account menu.
  await page.keyboard.press("Control+q");
  const commands = commandsDialog(page);
  await expect(commands.getByLabel("Comando")).toBeFocused();
  await expectNoAxeViolations(page);
  // Tab goes round the dialog's own controls (close, field, run) and never reaches the menu below.
  for (let step = 0; step < 5; step++) {
    await page.keyboard.press("Tab");
    expect(await commands.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }

  await page.keyboard.press("Escape");
  await expect(commands).toBeHidden();
  await expect(menu).toBeVisible();
  expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  expect(await page.evaluate(() => document.activeElement?.textContent ?? "")).toBe(focusedInMenu);

  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
});

test("Ctrl+Q opens the commands dialog; idioma en-us changes the UI; unknown commands are explained", async ({
  page,
}) => {
  await signInAsAna(page);
  let dialog = await runCommand(page, "abracadabra");
  await expect(dialog.getByRole("alert")).toHaveText(
    "Comando desconhecido: “abracadabra”. Digite ajuda para ver os comandos.",
  );
  await dialog.getByLabel("Comando").fill("ajuda");
  await dialog.getByRole("button", { name: "Executar" }).click();
  await expect(dialog.getByRole("term")).toHaveCount(9);
  await expectNoAxeViolations(page);
  await keepShot(page, "global-ui/commands-help-pt-br");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  dialog = await runCommand(page, "idioma en-us");
  await expect(dialog).toBeHidden();
  const nav = page.getByRole("navigation", { name: "Main menu" });
  await expect(nav.getByRole("link", { name: "Classes" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  const toasts = page.getByRole("region", { name: "Notifications" });
  await expect(toasts).toContainText("Language changed to English (US).");
  // Top right: its right edge at the window's, just under the header (whose account menu it leaves free).
  const box = await toasts.boundingBox();
  const header = await page.getByRole("banner").boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box && width - (box.x + box.width)).toBeLessThan(40);
  expect(box && header && box.y - (header.y + header.height)).toBeGreaterThanOrEqual(0);
  expect(box?.y).toBeLessThan(120);
  await expectNoAxeViolations(page);
  await keepShot(page, "global-ui/toast-en-us");

  dialog = await runCommand(page, "versao", { field: "Command", run: "Run" });
  await expect(dialog.getByRole("status")).toHaveText(/^Version \S+/);
  await expectNoAxeViolations(page);
  await keepShot(page, "global-ui/commands-version-en-us");
  await page.keyboard.press("Escape");

  await raise(page, "alert-erro", { mensagem: "Something went wrong." });
  await expect(page.getByRole("alertdialog", { name: "Error" }).getByRole("button")).toHaveText(["Got it"]);
  await keepShot(page, "global-ui/alert-error-en-us");
  await page.keyboard.press("Escape");

  // The toast goes by itself after 10 s; it can be closed before that.
  await toasts.getByRole("button", { name: "Dismiss notification" }).click();
  await expect(toasts.getByRole("listitem")).toHaveCount(0);

  dialog = await runCommand(page, "conta", { field: "Command", run: "Run" });
  await expect(page).toHaveURL(/\/logado\/conta$/);
});

test("a slow navigation shows the loading bar, which fills and hides; a failed call marks it failed", async ({
  page,
}) => {
  const refused: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
  });
  await signInAsAna(page);
  const bar = page.getByRole("progressbar", { name: "Carregando" });
  const barValue = async () => Number(await bar.getAttribute("aria-valuenow"));
  // The home page's own calls end first: on a busy machine they outlast the throttle and show a bar of
  // their own, which stays full for a moment after they end (and a failed one would mark it failed).
  await page.waitForLoadState("networkidle");
  expect(refused).toEqual([]);
  await expect(bar).toHaveCount(0);
  // The classes page's code arrives late, as on a slow connection.
  await page.route(/\/assets\/classes\.page-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await route.continue();
  });
  await page
    .getByRole("navigation", { name: "Menu principal" })
    .getByRole("link", { name: "Turmas" })
    .click();
  await expect(bar).toBeVisible();
  // Running, so below full: only the end of the work fills the bar.
  await expect.poll(barValue).toBeLessThan(100);
  const early = await barValue();
  await expect.poll(barValue, { timeout: 3000 }).toBeGreaterThan(early);
  await keepShot(page, "global-ui/progress-running-pt-br");
  expect(Number(await bar.getAttribute("aria-valuenow"))).toBeLessThan(100);
  await expectNoAxeViolations(page);
  await expect(page.getByRole("heading", { level: 1, name: "Turmas" })).toBeVisible();
  await expect(bar).toHaveCount(0);

  // The server fails: the bar ends in its failed state, said in words too. That state lasts the bar's 500 ms
  // hide delay, which a busy machine can let a poll miss: the page itself notes every text the bar says.
  await page.addInitScript(() => {
    const said: string[] = [];
    Object.assign(window, { barTexts: said });
    new MutationObserver(() => {
      const text = document.querySelector('[role="progressbar"]')?.getAttribute("aria-valuetext");
      if (text && said.at(-1) !== text) said.push(text);
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  await page.route(`**${callPath(activeGroups, "pt-br")}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.fulfill({ status: 503, json: { status: "erro", mensagem: "Indisponível" } });
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { barTexts: string[] }).barTexts), {
      timeout: 15_000,
    })
    .toContain("Não foi possível carregar. Tente novamente.");
  await expect(bar).toHaveCount(0, { timeout: 10_000 });
});

test("layouts appear 100 ms after they mount", async ({ page }) => {
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  const layout = page.getByRole("main").locator("..");
  await expect(page.getByRole("button", { name: "Acessar" })).toBeVisible();
  const animation = await layout.evaluate((element) => {
    const style = getComputedStyle(element);
    return { name: style.animationName, delay: style.animationDelay, fill: style.animationFillMode };
  });
  expect(animation).toEqual({ name: "layout-display-delay", delay: "0.1s", fill: "backwards" });
  await expect(layout).toHaveCSS("visibility", "visible");
});
