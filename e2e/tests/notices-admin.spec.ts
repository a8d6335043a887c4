import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { webPaths } from "@trilha/contracts/web-paths";
import { expectNoAxeViolations, signIn, tenantUrl } from "./fixtures.ts";

const SHOTS = process.env.E2E_SHOTS_DIR ?? "/tmp/trilha-notices-admin-shots";

async function signInAs(page: Page, usuario: string) {
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await signIn(page, usuario);
  await expect(page).toHaveURL(tenantUrl("localhost", webPaths.signedIn.build()));
}

test("an administrator writes a notice for one page, and a student sees it there and nowhere else", async ({
  browser,
}) => {
  const message = `Prova de recuperação na quinta (${Date.now().toString(36)})`;
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs(admin, "admin");
  await admin.goto(tenantUrl("localhost", webPaths.administration.build()));
  await admin
    .getByRole("navigation", { name: "Menu da administração" })
    .getByRole("link", { name: "Avisos" })
    .click();
  await expect(admin.getByRole("heading", { level: 1, name: "Avisos" })).toBeVisible();
  await admin.getByRole("button", { name: "Novo aviso" }).click();
  const form = admin.getByRole("form", { name: "Novo aviso" });
  await form.getByLabel("Tipo").selectOption({ label: "Lembrete" });
  await form.getByLabel("Mensagem").fill(message);
  await form.getByLabel("Link (endereço)").fill("/logado/turmas");
  await form.getByLabel("Texto do link").fill("Ver turmas");
  await form.getByLabel("Páginas").fill(webPaths.classes.build());
  await expect(form.getByRole("region", { name: "Prévia" })).toContainText(`Lembrete ${message}`);
  await expect(form.getByText(/^Todas as \d+ pessoas desta plataforma veriam este aviso\.$/)).toBeVisible();
  await expectNoAxeViolations(admin);
  await admin.screenshot({ path: path.join(SHOTS, "editor-pt-br.png"), fullPage: true });
  await form.getByRole("button", { name: "Salvar aviso" }).click();
  await expect(admin.getByText("Aviso salvo.")).toBeVisible();
  const listed = admin.getByRole("listitem").filter({ hasText: message });
  await expect(listed).toContainText("/logado/turmas");
  await expectNoAxeViolations(admin);
  await adminContext.close();

  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await signInAs(student, "1001");
  const notices = student.getByRole("region", { name: "Avisos" });
  await expect(notices).toBeVisible();
  await expect(student.getByText(message)).toHaveCount(0);
  await student.goto(tenantUrl("localhost", webPaths.classes.build()));
  const banner = student.getByRole("listitem").filter({ hasText: message });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole("link", { name: "Ver turmas" })).toBeVisible();
  await expectNoAxeViolations(student);
  await studentContext.close();
});
