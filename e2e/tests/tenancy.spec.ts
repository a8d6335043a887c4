import { expect, test } from "@playwright/test";
import { webPaths } from "@trilha/contracts/web-paths";
import { tenantUrl } from "./fixtures.ts";

test("the login page shows the tenant of the host name", async ({ page }) => {
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await expect(page.getByRole("banner")).toContainText("Trilha");
  await expect(page).toHaveTitle(/Trilha/);

  await page.goto(tenantUrl("escola-azul.localhost", webPaths.login.build()));
  await expect(page.getByRole("banner")).toContainText("Escola Azul");
  await expect(page.locator("html")).toHaveAttribute("data-palette", "azul");
});

test("an inactive tenant lands on /desativado, which renders", async ({ page }) => {
  await page.goto(tenantUrl("fechada.localhost", webPaths.login.build()));
  await expect(page).toHaveURL(/\/desativado$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("banner")).toContainText("Escola Fechada");
  await expect(page.getByRole("main")).toContainText("Esta plataforma está desativada.");
});
