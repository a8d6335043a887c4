import { expect, test } from "@playwright/test";
import { webPaths } from "@trilha/contracts/web-paths";
import { expectNoAxeViolations, signIn, tenantUrl } from "./fixtures.ts";

test("a student signs in with leading zeros and lands on /logado", async ({ page }) => {
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await expectNoAxeViolations(page);
  await signIn(page, "0001001");
  await expect(page).toHaveURL(new RegExp(`${webPaths.signedIn.build()}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Pedagógico" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("a wrong password shows the server's message and stays on the login page", async ({ page }) => {
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await signIn(page, "1001", "senha-errada");
  await expect(page.getByRole("alert")).toContainText("Usuário ou senha incorretos.");
  await expect(page).toHaveURL(/\/login$/);
});

test("empty fields are refused before any call", async ({ page }) => {
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await page.getByRole("button", { name: "Acessar" }).click();
  await expect(page.getByLabel("Usuário (RA)")).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/login$/);
});

test("a guarded path without a session continues there after login", async ({ page }) => {
  const target = webPaths.classes.build();
  await page.goto(tenantUrl("localhost", target));
  await expect(page).toHaveURL(
    new RegExp(`/login/continue/${webPaths.loginContinue.build(target).split("/").at(-1)}$`),
  );
  await signIn(page, "1001");
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.getByRole("main")).toContainText("7º ano A");
});

test("logout asks first, then ends the session", async ({ page }) => {
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await signIn(page, "1001");
  await expect(page).toHaveURL(/\/logado$/);
  await page.getByRole("link", { name: "Sair" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Deseja realmente sair?");
  await dialog.getByRole("button", { name: "Sair" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(tenantUrl("localhost", webPaths.signedIn.build()));
  await expect(page).toHaveURL(/\/login\/continue\//);
});
