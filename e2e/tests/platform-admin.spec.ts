import fs from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { webPaths } from "@trilha/contracts/web-paths";
import { expectNoAxeViolations, signIn, tenantUrl } from "./fixtures.ts";

/** Where the screenshots go, for a person to look at. */
const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? "/tmp/admin-shots";
const LANGUAGES = ["pt-br", "en-us", "es-es"] as const;
const WIDTHS = [360, 1280] as const;
/** A 120 × 40 PNG: a wine square and a dark bar on yellow. */
const LOGO_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAHgAAAAoCAMAAAACNM4XAAAACVBMVEWKHDwiIiL/yAByKl4UAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAWUlEQVRYhe3TMQoAMQwDQcX/f/Q1IkUg1Rml8E6VbkE4qkdEOEWx0oFwfmpdEO6i/WBqez71alKExdTGcf1VfCddzD2ubtoPwta+sQ2eOk3xohGOUS5Vw8MfscEdofCMsEcAAAAASUVORK5CYII=",
  "base64",
);

/** Every language and width of the page as it is now, each checked by axe. */
async function shootEveryWay(
  page: Page,
  name: string,
  prepare: (page: Page) => Promise<void> = async () => {},
) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const language of LANGUAGES) {
    await page.evaluate((value) => window.localStorage.setItem("idioma", value), language);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await prepare(page);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: path.join(SHOTS, `${name}-${language}-${width}.png`), fullPage: true });
    }
  }
  await page.evaluate(() => window.localStorage.setItem("idioma", "pt-br"));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
}

test("admin creates a platform with its own domain, palette and logo, and its sign-in page shows them", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const slug = `horizonte-${Date.now().toString(36)}`;
  const host = `${slug}.localhost`;
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await signIn(page, "admin");
  await expect(page).toHaveURL(/\/logado$/);

  await page.goto(tenantUrl("localhost", webPaths.administration.build()));
  await shootEveryWay(page, "administration", async (p) => {
    await p.getByRole("button", { name: /Nova plataforma|New platform|Nueva plataforma/ }).click();
  });
  await page.getByRole("button", { name: "Nova plataforma" }).click();
  await page.getByRole("textbox", { name: "Nome" }).fill("Escola Horizonte");
  await page.getByRole("textbox", { name: "Descrição" }).fill("Aprender olhando longe");
  await page.getByRole("textbox", { name: "Identificador (slug)" }).fill(slug);
  await page.getByRole("textbox", { name: "Domínio", exact: true }).fill(host);
  await page.getByRole("radio", { name: "Vinho" }).check();
  await expect(page.getByRole("figure", { name: "Pré-visualização da página de acesso" })).toContainText(
    "Escola Horizonte",
  );
  await page.getByRole("button", { name: "Criar plataforma" }).click();
  await expect(page).toHaveURL(new RegExp(`${webPaths.tenantAdministration.build(slug)}$`));
  await expect(page.getByRole("heading", { level: 2, name: "Dados da plataforma" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Domínio", exact: true })).toHaveValue(host);

  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: LOGO_PNG });
  await expect(page.getByText("Logotipo atualizado.")).toBeVisible();
  await expect(page.getByRole("img", { name: "Logotipo de Escola Horizonte" })).toBeVisible();
  await shootEveryWay(page, "editor");

  // Switching it off asks first; cancelled, nothing changes.
  await page.getByRole("radio", { name: "Desativada" }).check();
  await page.getByRole("button", { name: "Salvar alterações" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Desativar a plataforma?" });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: "Cancelar" }).click();
  await page.getByRole("radio", { name: "Ativa", exact: true }).check();

  await page.goto(tenantUrl("localhost", webPaths.tenantPlatforms.build(slug)));
  await expect(
    page.getByRole("heading", { level: 2, name: "Administradores de Escola Horizonte" }),
  ).toBeVisible();
  await shootEveryWay(page, "administrators");

  // The new platform's own host: its name, logo and colours on the sign-in page.
  await page.goto(tenantUrl(host, webPaths.login.build()));
  await expect(page.locator("html")).toHaveAttribute("data-palette", "vinho");
  await expect(page.getByRole("link", { name: "Escola Horizonte" })).toBeVisible();
  const logo = page.getByRole("img", { name: "Escola Horizonte" });
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(120);
  const header = page.locator(".site-header");
  await expect(header).toHaveCSS("background-color", "rgb(138, 28, 60)");
  await expect(page).toHaveTitle(/Escola Horizonte/);
  await shootEveryWay(page, "new-platform-login");
});
