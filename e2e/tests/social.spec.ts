import { expect, test } from "@playwright/test";
import { webPaths } from "@trilha/contracts/web-paths";
import { expectNoAxeViolations, signIn, tenantUrl } from "./fixtures.ts";

test("the social buttons show on the principal tenant only, after an 'OU' divider", async ({ page }) => {
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await expect(page.getByText("OU", { exact: true })).toBeVisible();
  for (const provider of ["Microsoft", "Google", "Apple"]) {
    await expect(page.getByRole("button", { name: `Entrar com ${provider}` })).toBeVisible();
  }
  // No provider script is loaded before someone picks one: every script is the platform's own.
  const scripts = await page
    .locator("script[src]")
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).src));
  const origin = new URL(page.url()).origin;
  expect(scripts.filter((src) => new URL(src).origin !== origin)).toEqual([]);

  await page.goto(tenantUrl("escola-azul.localhost", webPaths.login.build()));
  await expect(page.getByRole("button", { name: "Acessar" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Entrar com/ })).toHaveCount(0);
  await expect(page.getByText("OU", { exact: true })).toHaveCount(0);
});

test("a new person signs in with the local Google provider, confirms with 'Prosseguir', and returns linked", async ({
  page,
}) => {
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await page.getByRole("button", { name: "Entrar com Google" }).click();
  const provider = page.getByRole("dialog", { name: "Entrar com Google" });
  await expect(provider).toContainText("Provedor de teste local");
  await expectNoAxeViolations(page);
  await provider.getByLabel("Nome").fill("Helena Prado");
  await provider.getByLabel("E-mail").fill("helena.prado@exemplo.example");
  await provider.getByRole("button", { name: "Continuar" }).click();

  const confirmation = page.getByRole("alertdialog", { name: "Conta criada" });
  await expect(confirmation).toContainText("Criamos uma conta para Helena Prado com o usuário helena.prado.");
  await expectNoAxeViolations(page);
  await confirmation.getByRole("button", { name: "Prosseguir" }).click();
  await expect(page).toHaveURL(/\/logado$/);
  await expect(page.getByRole("heading", { level: 1, name: "Pedagógico" })).toBeVisible();

  // The same identity signs straight in the next time, no confirmation.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await page.getByRole("button", { name: "Entrar com Google" }).click();
  const again = page.getByRole("dialog", { name: "Entrar com Google" });
  await again.getByLabel("Nome").fill("Helena Prado");
  await again.getByLabel("E-mail").fill("helena.prado@exemplo.example");
  await again.getByRole("button", { name: "Continuar" }).click();
  await expect(page).toHaveURL(/\/logado$/);
});

test("a Microsoft identity with a known e-mail is linked to that account after a confirmation", async ({
  page,
}) => {
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await page.getByRole("button", { name: "Entrar com Microsoft" }).click();
  const provider = page.getByRole("dialog", { name: "Entrar com Microsoft" });
  await provider.getByLabel("Nome").fill("Paulo M.");
  await provider.getByLabel("E-mail").fill("professor@trilha.example");
  await provider.getByRole("button", { name: "Continuar" }).click();
  const confirmation = page.getByRole("alertdialog", { name: "Conta vinculada" });
  await expect(confirmation).toContainText("Paulo Mendes (usuário professor)");
  await confirmation.getByRole("button", { name: "Prosseguir" }).click();
  await expect(page).toHaveURL(/\/logado$/);
  await expect(page.getByRole("link", { name: "Gerenciar" })).toBeVisible();
});

test("closing the local provider leaves the login page as it was", async ({ page }) => {
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await page.getByRole("button", { name: "Entrar com Apple" }).click();
  await expect(page.getByRole("dialog", { name: "Entrar com Apple" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await signIn(page, "1001");
  await expect(page).toHaveURL(/\/logado$/);
});
