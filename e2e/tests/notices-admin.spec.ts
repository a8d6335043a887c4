import { expect, type Page, test } from "@playwright/test";
import { webPaths } from "@trilha/contracts/web-paths";
import { expectNoAxeViolations, keepShot, signIn, tenantUrl } from "./fixtures.ts";

// Two people sign in (two password hashes) in each test: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

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
  await admin.getByRole("main").getByRole("link", { name: "Avisos" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Avisos" })).toBeVisible();
  await admin.getByRole("button", { name: "Novo aviso" }).click();
  const form = admin.getByRole("form", { name: "Novo aviso" });
  await form.getByLabel("Tipo").selectOption({ label: "Lembrete" });
  await form.getByLabel("Mensagem").fill(message);
  await form.getByLabel("Link (endereço)").fill("/logado/turmas");
  await form.getByLabel("Texto do link").fill("Ver turmas");
  await form.getByLabel("Páginas").fill(webPaths.classes.build());
  await expect(form.getByRole("region", { name: "Prévia" })).toContainText(`Lembrete ${message}`);
  await expect(
    form.getByText(/^Todas as \d+ pessoas desta plataforma veriam este aviso\. Nestas páginas agora: \d+\.$/),
  ).toBeVisible();
  await expectNoAxeViolations(admin);
  await keepShot(admin, "notices-admin/editor-pt-br", { fullPage: true });
  await form.getByRole("button", { name: "Salvar aviso" }).click();
  await expect(admin.getByText("Aviso salvo.")).toBeVisible();
  const listed = admin.getByRole("listitem").filter({ hasText: message });
  await expect(listed).toContainText("/logado/turmas");
  await expectNoAxeViolations(admin);

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

  // Removed again, asked first, so the demo's other pages keep their own notices.
  await listed.getByRole("button", { name: "Excluir" }).click();
  const confirm = admin.getByRole("alertdialog", { name: "Excluir" });
  await expect(confirm).toContainText("Excluir este aviso? Ele deixa de aparecer para todos.");
  await confirm.getByRole("button", { name: "Excluir" }).click();
  await expect(admin.getByText("Aviso excluído.")).toBeVisible();
  await expect(admin.getByRole("listitem").filter({ hasText: message })).toHaveCount(0);
  await adminContext.close();
});

test("an administrator writes an announcement, previews it, and a student is shown it once", async ({
  browser,
}) => {
  const title = `Aula ao vivo ${Date.now().toString(36)}`;
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAs(admin, "admin");
  await admin.goto(tenantUrl("localhost", webPaths.announcementsAdmin.build()));
  await expect(admin.getByRole("heading", { level: 1, name: "Anúncios" })).toBeVisible();
  await admin.getByRole("button", { name: "Novo anúncio" }).click();
  const form = admin.getByRole("form", { name: "Novo anúncio" });
  await form.getByLabel("Título", { exact: true }).fill(title);
  await form.getByLabel("Texto", { exact: true }).fill("Participe da aula ao vivo de quinta, às 15h.");
  await form.getByLabel("Link (endereço)").fill("https://escola.example/aovivo");
  await form.getByLabel("Texto do link").fill("Entrar na aula");
  await form.getByLabel("Prazo").fill("2099-12-31T23:59");
  await form.getByRole("button", { name: "Prévia" }).click();
  const preview = admin.getByRole("dialog", { name: title });
  await expect(preview.getByRole("link", { name: "Entrar na aula" })).toBeVisible();
  await expectNoAxeViolations(admin);
  await preview.getByRole("button", { name: "Entendi" }).click();
  await form.getByRole("button", { name: "Salvar anúncio" }).click();
  await expect(admin.getByText("Anúncio salvo.")).toBeVisible();
  await expectNoAxeViolations(admin);

  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await signInAs(student, "1001");
  // The demo's own announcements come first, one at a time.
  const ours = student.getByRole("dialog", { name: title });
  for (let shown = 0; shown < 5 && !(await ours.isVisible()); shown += 1) {
    const other = student.getByRole("dialog").first();
    await other.waitFor({ state: "visible", timeout: 10_000 });
    if (await ours.isVisible()) break;
    await other.getByRole("button", { name: "Entendi" }).click();
  }
  await expect(ours).toBeVisible();
  await expect(ours).toContainText("Participe da aula ao vivo de quinta, às 15h.");
  await ours.getByRole("button", { name: "Entendi" }).click();
  await student.reload();
  await expect(student.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(student.getByRole("dialog", { name: title })).toHaveCount(0);
  await studentContext.close();

  // Removed again, so no later page of the demo opens it for anyone else.
  await admin.getByRole("button", { name: `Excluir: ${title}` }).click();
  await admin.getByRole("alertdialog", { name: "Excluir" }).getByRole("button", { name: "Excluir" }).click();
  await expect(admin.getByText("Anúncio excluído.")).toBeVisible();
  await adminContext.close();
});
