import { expect, type Page, test } from "@playwright/test";
import { webPaths } from "@trilha/contracts/web-paths";
import { expectNoAxeViolations, keepShot, signIn, tenantUrl } from "./fixtures.ts";

async function screenshot(page: Page, name: string): Promise<void> {
  await keepShot(page, `audit/${name}`, { fullPage: true });
}

test("an administrator finds a refused sign-in and their own sign-in in the audit log", async ({ page }) => {
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await signIn(page, "1002", "nao-e-a-senha");
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, "admin");
  await expect(page).toHaveURL(/\/logado$/);
  await page.goto(tenantUrl("localhost", webPaths.administration.build()));
  await page.getByRole("link", { name: "Abrir a auditoria" }).click();
  await expect(page).toHaveURL(new RegExp(`${webPaths.audit.build()}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Auditoria" })).toBeVisible();

  const table = page.getByRole("table", { name: "Eventos registrados, do mais recente ao mais antigo" });
  const refused = table
    .getByRole("row")
    .filter({ hasText: "Lucas Souza (1002)" })
    .filter({
      has: page.getByRole("rowheader", { name: "Acesso recusado" }),
    });
  await expect(refused).toHaveCount(1);
  await expect(refused).toContainText("Motivo: senha incorreta");
  await expect(refused).not.toContainText("nao-e-a-senha");
  const own = table
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: "Acesso", exact: true }) })
    .filter({ hasText: "Marina Alves (admin)" });
  await expect(own.first()).toBeVisible();
  await expect(table).not.toContainText("aprender2026");
  await expectNoAxeViolations(page);
  await screenshot(page, "pt-br");

  await page.getByLabel("Evento", { exact: true }).selectOption({ label: "Acesso recusado" });
  await page.getByLabel("Usuário (login)").fill("1002");
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("rowheader")).toHaveText(["Acesso recusado"]);

  await page.getByLabel("Usuário (login)").fill("admin");
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page.getByText("Nenhum evento corresponde aos filtros.")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Limpar filtros" }).click();
  await expect(refused).toHaveCount(1);
  await page.emulateMedia({ forcedColors: "active" });
  await screenshot(page, "pt-br-forced-colors");
  await page.emulateMedia({ forcedColors: "none" });

  await page.evaluate(() => window.localStorage.setItem("idioma", "en-us"));
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  await expect(page.getByRole("rowheader", { name: "Sign-in refused" }).first()).toBeVisible();
  await expect(page.getByText("Reason: wrong password").first()).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, "en-us");
});

test("the audit page is for platform administrators only", async ({ page }) => {
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await signIn(page, "1001");
  await expect(page).toHaveURL(/\/logado$/);
  await page.goto(tenantUrl("localhost", webPaths.audit.build()));
  await expect(page).toHaveURL(/\/logado$/);
  await expect(page.getByRole("heading", { name: "Auditoria" })).toHaveCount(0);
});
