import { expect, type Locator, type Page, test } from "@playwright/test";
import { webPaths } from "@trilha/contracts/web-paths";
import { expectNoAxeViolations, keepShot, signIn, tenantUrl } from "./fixtures.ts";

/** Where the screenshots for looking at the screens go: outside the repository. */

/** Whether an <img> really decoded a picture (a broken blob or data URL has no natural size). */
function naturalSize(image: Locator) {
  return image.evaluate((element: HTMLImageElement) => ({
    width: element.naturalWidth,
    height: element.naturalHeight,
    rendered: element.getBoundingClientRect().height,
    maxHeight: getComputedStyle(element).maxHeight,
  }));
}

/** The floating options hold the report entry: open them unless they are open already. */
async function openFloatingOptions(page: Page, name = "Opções de acessibilidade e ajuda") {
  const toggle = page.getByRole("button", { name });
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
}

async function signInAt(page: Page, usuario: string) {
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await signIn(page, usuario);
  await expect(page).toHaveURL(/\/logado$/);
}

test("a student reports a problem with a screenshot, and the administrator finds it with its screenshot", async ({
  browser,
}) => {
  // Two people, two languages, six axe checks: longer than one page's flow.
  test.setTimeout(120_000);
  const description = `O filtro de aulas não responde (${Date.now().toString(36)})`;
  const studentContext = await browser.newContext();
  const adminContext = await browser.newContext();
  try {
    const student = await studentContext.newPage();
    await signInAt(student, "1001");
    await expect(student.getByRole("heading", { level: 1, name: "Pedagógico" })).toBeVisible();

    await openFloatingOptions(student);
    await student.getByRole("button", { name: "Reportar um problema" }).click();
    const dialog = student.getByRole("dialog", { name: "Reportar um problema" });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    const preview = dialog.getByRole("img", { name: "Captura de tela da página em que você estava" });
    await expect(preview).toBeVisible();
    const size = await naturalSize(preview);
    expect(size.width).toBeGreaterThan(100);
    expect(size.maxHeight).toBe("250px");
    expect(size.rendered).toBeLessThanOrEqual(250);
    await expect(dialog.getByLabel("Categoria")).toBeFocused();
    await expectNoAxeViolations(student);

    // 'Outros.' needs a description (spec §5); choosing a category again clears the message.
    await dialog.getByLabel("Categoria").selectOption({ label: "Outros." });
    await dialog.getByRole("button", { name: "Enviar" }).click();
    await expect(dialog.getByText("A descrição é obrigatória.")).toBeVisible();
    await expect(dialog.getByLabel("Descrição")).toBeFocused();
    await keepShot(student, "report-problem/pt-br-dialog");
    await dialog.getByLabel("Categoria").selectOption({ label: "Outros." });
    await expect(dialog.getByText("A descrição é obrigatória.")).toHaveCount(0);

    await dialog.getByLabel("Descrição").fill(description);
    await dialog.getByRole("button", { name: "Enviar" }).click();
    const success = student.getByRole("alertdialog", { name: "Problema reportado" });
    await expect(success).toContainText("Obrigado! Recebemos o seu relato e vamos analisá-lo.");
    await expectNoAxeViolations(student);
    await success.getByRole("button", { name: "Entendi" }).click();
    await expect(success).toHaveCount(0);
    await expect(student.getByRole("button", { name: "Reportar um problema" })).toBeFocused();

    const admin = await adminContext.newPage();
    await signInAt(admin, "admin");
    await admin.goto(tenantUrl("localhost", webPaths.administration.build()));
    await admin
      .getByRole("navigation", { name: "Menu da administração" })
      .getByRole("link", { name: "Problemas reportados" })
      .click();
    await expect(admin).toHaveURL(new RegExp(`${webPaths.issueReports.build()}$`));
    await expect(admin.getByRole("heading", { level: 1, name: "Problemas reportados" })).toBeVisible();
    const table = admin.getByRole("table", { name: "Problemas reportados nesta plataforma" });
    const row = table.getByRole("row").filter({ hasText: description });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Ana Souza");
    await expect(row).toContainText("Outros.");
    await expect(row.getByRole("cell").nth(1)).toHaveText(webPaths.signedIn.build());
    const thumbnail = row.getByRole("img", { name: /^Captura de tela do relato de Ana Souza em / });
    await expect(thumbnail).toBeVisible();
    expect((await naturalSize(thumbnail)).width).toBeGreaterThan(100);
    await expectNoAxeViolations(admin);
    await keepShot(admin, "report-problem/pt-br-admin", { fullPage: true });

    await row.getByRole("button", { name: "Ampliar a captura de tela do relato de Ana Souza" }).click();
    const full = admin.getByRole("dialog", { name: "Captura de tela · Ana Souza" });
    await expect(full.getByRole("img")).toBeVisible();
    await expectNoAxeViolations(admin);
    await keepShot(admin, "report-problem/pt-br-admin-screenshot");
    await full.getByRole("button", { name: "Fechar" }).click();
    await expect(full).toHaveCount(0);

    // The administrator takes the report on, notes what was done and resolves it.
    await expect(row).toContainText("Novo");
    await row.getByRole("button", { name: /^Tratar relato: Ana Souza/ }).click();
    const handling = admin.getByRole("dialog", { name: /^Relato de Ana Souza/ });
    await handling.getByLabel("Situação").selectOption({ label: "Resolvido" });
    await handling.getByLabel("Responsável").selectOption({ label: "Marina Alves (admin)" });
    await handling.getByRole("button", { name: "Salvar" }).click();
    await expect(handling.getByText("Relato atualizado.")).toBeVisible();
    await handling.getByLabel("Nova nota").fill("Corrigido na versão de hoje.");
    await handling.getByRole("button", { name: "Adicionar nota" }).click();
    await expect(handling.getByText("Nota adicionada.")).toBeVisible();
    await expect(handling.getByText("Corrigido na versão de hoje.")).toBeVisible();
    await expectNoAxeViolations(admin);
    await keepShot(admin, "report-problem/pt-br-admin-handling");
    await handling.getByRole("button", { name: "Fechar" }).click();
    await expect(row).toContainText("Resolvido");
    const filters = admin.getByRole("form", { name: "Filtrar relatos" });
    await filters.getByLabel("Situação").selectOption({ label: "Novo" });
    await filters.getByRole("button", { name: "Filtrar" }).click();
    await expect(table.getByRole("row").filter({ hasText: description })).toHaveCount(0);
    await filters.getByLabel("Situação").selectOption({ label: "Resolvido" });
    await filters.getByRole("button", { name: "Filtrar" }).click();
    await expect(table.getByRole("row").filter({ hasText: description })).toHaveCount(1);

    // The same screens in Spanish.
    await openFloatingOptions(student);
    await student.getByRole("button", { name: "Idiomas" }).click();
    // Choosing closes the dialog at once, so a click (not check(), which would look at the gone radio).
    await student.getByRole("dialog", { name: "Idiomas" }).getByRole("radio", { name: "Español" }).click();
    await openFloatingOptions(student, "Opciones de accesibilidad y ayuda");
    await student.getByRole("button", { name: "Informar de un problema" }).click();
    const spanish = student.getByRole("dialog", { name: "Informar de un problema" });
    await expect(
      spanish.getByRole("img", { name: "Captura de pantalla de la página en la que estaba" }),
    ).toBeVisible({
      timeout: 20_000,
    });
    await expect(spanish.getByLabel("Categoría").getByRole("option", { name: "Otros." })).toHaveCount(1);
    await spanish.getByLabel("Categoría").selectOption({ label: "Otros." });
    await spanish.getByRole("button", { name: "Enviar" }).click();
    await expect(spanish.getByText("La descripción es obligatoria.")).toBeVisible();
    await expectNoAxeViolations(student);
    await keepShot(student, "report-problem/es-es-dialog");
    await spanish.getByRole("button", { name: "Cancelar" }).click();

    await openFloatingOptions(admin);
    await admin.getByRole("button", { name: "Idiomas" }).click();
    await admin.getByRole("dialog", { name: "Idiomas" }).getByRole("radio", { name: "Español" }).click();
    await expect(admin.getByRole("heading", { level: 1, name: "Problemas informados" })).toBeVisible();
    await expect(
      admin.getByRole("table", { name: "Problemas informados en esta plataforma" }).getByText(description),
    ).toBeVisible();
    await keepShot(admin, "report-problem/es-es-admin", { fullPage: true });
  } finally {
    await studentContext.close();
    await adminContext.close();
  }
});

test("a student cannot open the reported problems", async ({ page }) => {
  await signInAt(page, "1002");
  await page.goto(tenantUrl("localhost", webPaths.issueReports.build()));
  await expect(page).toHaveURL(/\/logado$/);
});
