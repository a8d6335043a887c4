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

  const confirmation = page.getByRole("alertdialog", { name: "Criar conta" });
  await expect(confirmation).toContainText("Vamos criar uma conta com o usuário helena.prado.");
  await expect(confirmation.getByLabel("Senha")).toHaveCount(0);
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

test("a Microsoft identity with a known e-mail is linked to that account only with its password", async ({
  page,
}) => {
  const typeIdentity = async () => {
    await page.goto(tenantUrl("localhost", webPaths.login.build()));
    await page.getByRole("button", { name: "Entrar com Microsoft" }).click();
    const provider = page.getByRole("dialog", { name: "Entrar com Microsoft" });
    await provider.getByLabel("Nome").fill("Paulo M.");
    await provider.getByLabel("E-mail").fill("professor@trilha.example");
    await provider.getByRole("button", { name: "Continuar" }).click();
  };
  await typeIdentity();
  const confirmation = page.getByRole("alertdialog", { name: "Vincular conta" });
  await expect(confirmation).toContainText("vinculada à conta do usuário professor");
  await expect(confirmation).not.toContainText("Paulo Mendes");
  await expectNoAxeViolations(page);
  await confirmation.getByLabel("Senha").fill("nao-e-esta");
  await confirmation.getByRole("button", { name: "Prosseguir" }).click();
  await expect(confirmation.getByRole("alert")).toHaveText("Senha incorreta.");
  await expectNoAxeViolations(page);
  await confirmation.getByLabel("Senha").fill("aprender2026");
  await confirmation.getByRole("button", { name: "Prosseguir" }).click();
  await expect(page).toHaveURL(/\/logado$/);
  await expect(page.getByRole("link", { name: "Gerenciar" })).toBeVisible();

  // The local provider signs whatever e-mail is typed: its identity asks for the password every time.
  await page.evaluate(() => window.localStorage.clear());
  await typeIdentity();
  const again = page.getByRole("alertdialog", { name: "Confirme que é você" });
  await expect(again.getByLabel("Senha")).toBeVisible();
  await again.getByRole("button", { name: "Cancelar" }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
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
