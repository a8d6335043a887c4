import { expect, test } from "@playwright/test";
import { webPaths } from "@trilha/contracts/web-paths";
import { expectNoAxeViolations, signIn, tenantUrl } from "./fixtures.ts";

// Each flow signs an administrator in and walks several pages as the user: more than 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

test("an administrator views as a student, sees the banner, and 'Sair' returns to the administrator", async ({
  page,
}) => {
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await signIn(page, "admin");
  await expect(page).toHaveURL(/\/logado$/);

  const administration = webPaths.tenantAdministration.build("trilha");
  await page.goto(tenantUrl("localhost", administration));
  await page.getByLabel("Buscar usuário (login ou nome)").fill("souza");
  await page.getByLabel("Buscar usuário (login ou nome)").press("Enter");
  await expect(page.getByRole("table", { name: "Usuários encontrados" })).toContainText("Ana Souza");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Visualizar como Ana Souza" }).click();

  await expect(page).toHaveURL(/\/logado$/);
  await expect(page.getByText("Visualizando como usuário Ana Souza")).toBeVisible();
  // Visiting users have no logout (spec §6).
  await expect(page.getByRole("link", { name: "Sair" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Trilhas" })).toBeVisible();
  await expectNoAxeViolations(page);

  // The banner stays across pages and reloads.
  await page.goto(tenantUrl("localhost", webPaths.classes.build()));
  await expect(page.getByText("Visualizando como usuário Ana Souza")).toBeVisible();
  await expect(page.getByRole("main")).toContainText("7º ano A");

  await page.getByRole("button", { name: "Sair da visualização como Ana Souza" }).click();
  await expect(page).toHaveURL(new RegExp(`${administration}$`));
  await expect(page.getByText("Visualizando como usuário")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Cadastros");
  await page.reload();
  await expect(page.getByLabel("Buscar usuário (login ou nome)")).toBeVisible();
});

test("the visit is offered only on the administration of the platform in use", async ({ page }) => {
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await signIn(page, "admin");
  await expect(page).toHaveURL(/\/logado$/);
  await page.goto(tenantUrl("localhost", webPaths.tenantAdministration.build("escola-azul")));
  await expect(page.getByText("acesse a administração pelo endereço da própria plataforma")).toBeVisible();
  await expect(page.getByLabel("Buscar usuário (login ou nome)")).toHaveCount(0);
});
