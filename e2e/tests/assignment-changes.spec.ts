import { expect, type Locator, type Page, test } from "@playwright/test";
import { webPaths } from "@trilha/contracts/web-paths";
import { expectNoAxeViolations, keepShot, signIn, tenantUrl } from "./fixtures.ts";

// A teacher's week on a phone: each screen loads a lazy chunk, and axe reads every one.
test.describe.configure({ timeout: 180_000 });

const PHONE = { width: 360, height: 740 };

async function signInAs(page: Page, usuario: string): Promise<void> {
  await page.setViewportSize(PHONE);
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await signIn(page, usuario);
  await expect(page).toHaveURL(/\/logado$/);
}

/** The class page of 7º ano A, its 'Atribuir conteúdo' form, and the gradebook seen by lesson. */
async function openClassA(page: Page) {
  await page.goto(tenantUrl("localhost", webPaths.classes.build()));
  await page.getByRole("link", { name: "7º ano A", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "7º ano A" })).toBeVisible();
  const form = page.getByRole("region", { name: "Atribuir conteúdo" });
  const gradebook = page
    .locator("section")
    .filter({ has: page.getByRole("heading", { level: 2, name: "Notas" }) });
  await gradebook.getByLabel("Período").selectOption({ index: 0 });
  await gradebook.getByRole("radio", { name: "Conteúdo" }).check();
  return { form, gradebook };
}

async function chooseLesson(form: Locator, title: string) {
  await form.getByLabel("Buscar conteúdo").fill(title);
  const select = form.getByLabel("Conteúdo", { exact: true });
  await expect(select.getByRole("option")).toHaveCount(2);
  await select.selectOption({ index: 1 });
}

test("on a phone, a teacher's double tap assigns once, a lesson given before asks first, dates change and a removal says what it takes", async ({
  page,
}) => {
  const title = `Relato da feira ${Date.now()}`;
  await signInAs(page, "professor");

  // A new lesson, written on the phone.
  await page.goto(tenantUrl("localhost", webPaths.manageNewLesson.build()));
  await expect(page.getByRole("heading", { level: 1, name: "Novo conteúdo" })).toBeVisible();
  await page.getByLabel("Título").fill(title);
  await page.getByLabel("Tipo").selectOption({ label: "Resposta escrita (ESC)" });
  const body = page.getByRole("textbox", { name: "Texto do conteúdo" });
  await body.click();
  await page.keyboard.type("Conte como foi a feira de ciências.");
  await page.getByRole("button", { name: "Salvar", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: `Conteúdo “${title}” criado` })).toBeVisible();

  // A double tap on 'Atribuir' gives it once.
  const { form, gradebook } = await openClassA(page);
  await chooseLesson(form, title);
  await form.getByRole("button", { name: "Atribuir" }).dblclick();
  await expect(form.getByRole("status")).toHaveText(`“${title}” foi atribuído à turma 7º ano A.`);
  const groups = gradebook.locator("details").filter({ hasText: title });
  await expect(groups).toHaveCount(1);
  await expect(page.getByRole("alertdialog")).toHaveCount(0);

  // The same lesson again: asked first; 'Cancelar' gives nothing.
  await chooseLesson(form, title);
  await form.getByRole("button", { name: "Atribuir" }).click();
  const repeat = page.getByRole("alertdialog", { name: "Atribuir de novo?" });
  await expect(repeat).toContainText("Este conteúdo já foi atribuído a esta turma.");
  await expectNoAxeViolations(page);
  await keepShot(page, "assignment-changes/repeat-360");
  await repeat.getByRole("button", { name: "Cancelar" }).click();
  await expect(repeat).toHaveCount(0);
  await expect(groups).toHaveCount(1);

  // Its dates change.
  const group = groups.first();
  await group.locator("summary").click();
  await group.getByRole("button", { name: `Editar as datas de “${title}”` }).click();
  // A later day of the same school year, so the gradebook of the year still shows it.
  const year = new Date().getFullYear();
  await group.getByLabel("Fim").fill(`${year}-12-18T23:59`);
  await group.getByRole("button", { name: "Salvar datas" }).click();
  await expect(gradebook.getByText(`Datas de “${title}” alteradas.`)).toBeVisible();
  await expect(groups.first()).toContainText(`18/12/${year}`);
  await expectNoAxeViolations(page);
  await keepShot(page, "assignment-changes/dates-360", { fullPage: true });

  // Removed: nobody delivered it, and the dialog says so first.
  const reopened = groups.first();
  if (!(await reopened.evaluate((element) => (element as HTMLDetailsElement).open)))
    await reopened.locator("summary").click();
  await reopened.getByRole("button", { name: `Remover “${title}” da turma` }).click();
  const removal = page.getByRole("alertdialog", { name: `Remover “${title}” da turma?` });
  await expect(removal).toContainText("Ninguém entregou ainda: o conteúdo sai da turma e do boletim.");
  await expectNoAxeViolations(page);
  await removal.getByRole("button", { name: "Remover" }).click();
  await expect(groups).toHaveCount(0);
});

test("on a phone, a lesson that has not opened shows its title and dates, never its prompt", async ({
  page,
}) => {
  await signInAs(page, "1001");
  await page.getByLabel("Situação").selectOption({ label: "Em breve" });
  const upcoming = page.getByRole("link", { name: "Explique a fotossíntese", exact: true });
  await upcoming.click();
  await expect(page.getByRole("heading", { level: 1, name: "Explique a fotossíntese" })).toBeVisible();
  await expect(page.getByText(/^Este conteúdo abre em /)).toBeVisible();
  await expect(page.getByText("Escreva sua resposta com suas palavras")).toHaveCount(0);
  await expect(page.getByRole("textbox")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await keepShot(page, "assignment-changes/upcoming-360", { fullPage: true });
});
