import { expect, test } from "@playwright/test";
import { webPaths } from "@trilha/contracts/web-paths";
import { expectNoAxeViolations, tenantUrl } from "./fixtures.ts";

test("the home page shows the tenant and passes axe", async ({ page }) => {
  await page.goto(tenantUrl("localhost", webPaths.home.build()));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Trilha");
  await expectNoAxeViolations(page);
});

test("an unknown path shows the 404 page with the address and a way home", async ({ page }) => {
  const response = await page.goto(tenantUrl("localhost", "/nao-existe/mesmo"));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página não encontrada.");
  await expect(page.getByRole("main")).toContainText("/nao-existe/mesmo");
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Ir para início" }).click();
  await expect(page).toHaveURL(tenantUrl("localhost", "/"));
});

test("the language switch changes the page text and <html lang> without a reload", async ({ page }) => {
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await expect(page.getByRole("button", { name: "Acessar" })).toBeVisible();
  await page.getByRole("button", { name: "Opções de acessibilidade e ajuda" }).click();
  await page.getByRole("button", { name: "Idiomas" }).click();
  await page.getByRole("dialog", { name: "Idiomas" }).getByRole("radio", { name: "English (US)" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", /^en-us$/i);
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  await page.getByRole("button", { name: "Languages" }).click();
  await page.getByRole("dialog", { name: "Languages" }).getByRole("radio", { name: "Español" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", /^es-es$/i);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", /^es-es$/i);
});

test.describe("in a Spanish browser", () => {
  test.use({ locale: "es-MX" });

  test("the first visit is in Spanish", async ({ page }) => {
    await page.goto(tenantUrl("localhost", webPaths.login.build()));
    await expect(page.locator("html")).toHaveAttribute("lang", /^es-es$/i);
    await page.getByRole("button", { name: "Opciones de accesibilidad y ayuda" }).click();
    await page.getByRole("button", { name: "Idiomas" }).click();
    await expect(page.getByRole("radio", { name: "Español" })).toBeChecked();
  });
});
