import fs from "node:fs";
import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { webPaths } from "@trilha/contracts/web-paths";
import { type CatalogueLanguage, type MessageKey, translate } from "@trilha/i18n/translate";
import { expectNoAxeViolations, KEEPING_SHOTS, keepShot, signIn, tenantUrl } from "./fixtures.ts";

// Long flows on a busy machine: each screen loads a lazy chunk, and axe reads every one.
test.describe.configure({ timeout: 180_000 });

async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  await keepShot(page, `teacher/${name}`, { fullPage });
}

async function signInAs(page: Page, usuario: string): Promise<void> {
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await signIn(page, usuario);
  await expect(page).toHaveURL(/\/logado$/);
}

async function openClass(page: Page, name: string): Promise<void> {
  await page
    .getByRole("navigation", { name: "Menu principal" })
    .getByRole("link", { name: "Turmas" })
    .click();
  await page.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

/** The gradebook of the whole year, so the demo's work of earlier periods is there whatever today is. */
async function wholeYear(page: Page): Promise<Locator> {
  const section = page
    .locator("section")
    .filter({ has: page.getByRole("heading", { level: 2, name: "Notas" }) });
  await section.getByLabel("Período").selectOption({ index: 0 });
  const table = section.getByRole("table");
  await expect(table.getByRole("row").nth(25)).toBeVisible();
  return section;
}

/** Assigns a lesson found by its title, with the default 'Início' (now) and 'Fim' (a week on). */
async function assign(page: Page, title: string, className: string): Promise<void> {
  // The form's own region: the class page holds other outcomes too (its join code's).
  const form = page.getByRole("region", { name: "Atribuir conteúdo" });
  await form.getByLabel("Buscar conteúdo").fill(title);
  const select = form.getByLabel("Conteúdo", { exact: true });
  await expect(select.getByRole("option")).toHaveCount(2);
  await select.selectOption({ index: 1 });
  await expect(form.getByLabel("Início")).not.toHaveValue("");
  await expect(form.getByLabel("Fim")).not.toHaveValue("");
  await form.getByRole("button", { name: "Atribuir" }).click();
  // The demo's lessons are all given to its classes already: giving one again is asked first.
  const repeat = page.getByRole("alertdialog", { name: "Atribuir de novo?" });
  const done = form.getByRole("status").filter({ hasText: `“${title}” foi atribuído à turma ${className}.` });
  await expect(repeat.or(done)).toBeVisible();
  if (await repeat.isVisible()) await repeat.getByRole("button", { name: "Atribuir de novo" }).click();
  await expect(done).toBeVisible();
}

test("a teacher writes an ESC lesson, gives it to 7º ano A, grades, asks a redo and exports the grades", async ({
  page,
}) => {
  const title = `Redação sobre o bairro ${Date.now()}`;
  await signInAs(page, "professor");

  await page
    .getByRole("navigation", { name: "Menu principal" })
    .getByRole("link", { name: "Gerenciar" })
    .click();
  await expect(page.getByRole("heading", { level: 2, name: "Meus conteúdos" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3 }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Novo conteúdo" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Novo conteúdo" })).toBeVisible();
  await page.getByLabel("Título").fill(title);
  await page.getByLabel("Tipo").selectOption({ label: "Resposta escrita (ESC)" });
  const body = page.getByRole("textbox", { name: "Texto do conteúdo" });
  await body.click();
  await page.getByRole("button", { name: "Título", exact: true }).click();
  // The toolbar leaves the caret in the text: the heading starts there, and what is typed fills it.
  await expect(body).toBeFocused();
  await expect(body.getByRole("heading")).toHaveCount(1);
  await page.keyboard.type("Meu bairro");
  await expect(body.getByRole("heading")).toHaveText("Meu bairro");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Descreva o seu bairro em cinco linhas.");
  await page.getByLabel("Componente curricular").fill("Língua Portuguesa");
  await page.getByLabel("Ano escolar").fill("7º ano");
  await page.getByLabel("Tags").fill("redação, bairro");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Salvar", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: `Conteúdo “${title}” criado` })).toBeVisible();
  const created = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(created).toContainText("Resposta escrita (ESC) · versão 1");

  // Editing says that it makes a new version, and does.
  await created.getByRole("link", { name: `Editar “${title}”` }).click();
  await expect(page.getByText(/^Esta é a versão 1\. Salvar cria a versão 2/)).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Texto do conteúdo" }).getByRole("heading")).toHaveText(
    "Meu bairro",
  );
  await page.getByRole("button", { name: "Salvar", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Salvo como versão 2." })).toBeVisible();
  await expectNoAxeViolations(page);

  await openClass(page, "7º ano A");
  await assign(page, title, "7º ano A");
  const section = await wholeYear(page);
  await expect(section.getByRole("columnheader", { name: new RegExp(title) })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, "class-1280");

  // A delivered cell of the demo data: grade it 7,5 with a comment.
  const delivered = section.getByRole("button", { name: /: Entregue$/ });
  const first = delivered.first();
  const label = (await first.getAttribute("aria-label")) ?? "";
  const [who = "", what = ""] = label.replace(/: Entregue$/, "").split(", ");
  await first.click();
  const dialog = page.getByRole("dialog", { name: `${who} — ${what}` });
  await expect(dialog.getByRole("heading", { name: "Tentativa 1" })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel("Nota").fill("7,5");
  await dialog.getByLabel("Comentário").fill("Muito bem, capriche na conclusão.");
  await dialog.getByRole("button", { name: "Salvar nota" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Nota salva.");
  await page.keyboard.press("Escape");
  await expect(section.getByRole("button", { name: `${who}, ${what}: 7,5` })).toBeVisible();

  // Another delivered cell: ask for a redo; the first attempt stays readable.
  const other = section.getByRole("button", { name: /: Entregue$/ }).first();
  const otherLabel = ((await other.getAttribute("aria-label")) ?? "").replace(/: Entregue$/, "");
  await other.click();
  const redoDialog = page.getByRole("dialog", { name: otherLabel.replace(", ", " — ") });
  await redoDialog.getByLabel("Comentário").fill("Refaça a segunda parte, por favor.");
  await redoDialog.getByRole("button", { name: "Pedir para refazer" }).click();
  await expect(redoDialog.getByRole("status")).toHaveText(
    "Pedido para refazer enviado: uma nova tentativa foi aberta.",
  );
  await expect(redoDialog.getByRole("heading", { name: "Tentativa 2" })).toBeVisible();
  await redoDialog.getByText(/^Tentativa 1/).click();
  await expect(redoDialog.getByText("Refaça a segunda parte, por favor.")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(section.getByRole("button", { name: `${otherLabel}: Refazer` })).toBeVisible();

  // 'Exportar notas': the file arrives and holds the grade.
  await section.getByLabel("Formato").selectOption("csv");
  const download = page.waitForEvent("download");
  await section.getByRole("button", { name: "Exportar notas" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^notas-\d+-\d{4}\.csv$/);
  const csv = fs.readFileSync((await file.path()) ?? "", "utf8");
  const row = csv.split("\r\n").find((line) => line.startsWith(`${who};`)) ?? "";
  expect(row).toContain(";7,5;");
  expect(csv.split("\r\n")[0]).toContain(title);
  await section.getByLabel("Formato").selectOption("xlsx");
  const xlsx = page.waitForEvent("download");
  await section.getByRole("button", { name: "Exportar notas" }).click();
  expect((await xlsx).suggestedFilename()).toMatch(/\.xlsx$/);

  // On a phone the gradebook is a list, never a clipped table.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(section.getByRole("table")).toHaveCount(0);
  await section.getByText(who, { exact: true }).click();
  await expect(section.getByRole("button", { name: `${who}, ${what}: 7,5` })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, "class-360");
});

test("professora2 does not author, but assigns and grades in her class", async ({ page }) => {
  await signInAs(page, "professora2");
  const nav = page.getByRole("navigation", { name: "Menu principal" });
  await expect(nav.getByRole("link", { name: "Turmas" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Gerenciar" })).toHaveCount(0);
  await page.goto(tenantUrl("localhost", webPaths.manageNewLesson.build()));
  await expect(page).toHaveURL(/\/logado$/);

  await openClass(page, "7º ano A");
  // She is told why she gives lessons but does not write them.
  await expect(
    page
      .getByRole("region", { name: "Atribuir conteúdo" })
      .getByText(/não cria novos: criar conteúdos exige/),
  ).toBeVisible();
  // She sees a lesson as its students would before giving it.
  const form = page.getByRole("region", { name: "Atribuir conteúdo" });
  await form.getByLabel("Buscar conteúdo").fill("Carta a um amigo");
  const lessons = form.getByLabel("Conteúdo", { exact: true });
  // The list keeps the last search's lessons until this one's arrive: wait for this lesson's own option.
  await expect(lessons.getByRole("option", { name: /^Carta a um amigo \(/ })).toHaveCount(1);
  await expect(lessons.getByRole("option")).toHaveCount(2);
  await lessons.selectOption({ index: 1 });
  await form.getByRole("button", { name: "Pré-visualizar" }).click();
  const preview = page.getByRole("dialog", { name: "Prévia: Carta a um amigo" });
  await expect(preview.getByText("Paulo Mendes")).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, "preview-1280", false);
  await preview.getByRole("button", { name: "Fechar" }).click();
  await expect(preview).toHaveCount(0);
  await assign(page, "Carta a um amigo", "7º ano A");
  const section = await wholeYear(page);
  await expectNoAxeViolations(page);
  const cell = section.getByRole("button", { name: /: Entregue$/ }).first();
  const label = ((await cell.getAttribute("aria-label")) ?? "").replace(/: Entregue$/, "");
  await cell.click();
  const dialog = page.getByRole("dialog", { name: label.replace(", ", " — ") });
  await dialog.getByLabel("Nota").fill("8");
  await dialog.getByRole("button", { name: "Salvar nota" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Nota salva.");
  await page.keyboard.press("Escape");
  await expect(section.getByRole("button", { name: `${label}: 8,0` })).toBeVisible();
});

test("a student sees the class's lessons, each linking to its page", async ({ page }) => {
  await signInAs(page, "1001");
  await openClass(page, "7º ano A");
  const lessons = page
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: "Conteúdos da turma" }) });
  await expect(lessons.getByRole("listitem").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Atribuir conteúdo" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Notas" })).toHaveCount(0);
  const first = lessons.getByRole("listitem").first().getByRole("link");
  expect(await first.getAttribute("href")).toMatch(/^\/logado\/conteudo\/\d+$/);
  await expectNoAxeViolations(page);
});

const LANGUAGES = [
  { code: "pt-br", classes: "Turmas", grades: "Notas" },
  { code: "en-us", classes: "Classes", grades: "Grades" },
  { code: "es-es", classes: "Clases", grades: "Notas" },
] as const;

test.describe("in every language, on a phone and on a desk", () => {
  for (const language of LANGUAGES) {
    // Every width in pt-br; the other languages' longer words where they have least room, unless screenshots
    // of every view are kept for a person to look at.
    for (const width of language.code === "pt-br" || KEEPING_SHOTS ? [360, 1280] : [360]) {
      test(`the teacher's screens in ${language.code} at ${width} px pass axe`, async ({ page }) => {
        await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
        await signInAs(page, "professor");
        await page.evaluate((code) => window.localStorage.setItem("idioma", code), language.code);
        const shot = (name: string) => screenshot(page, `${name}-${language.code}-${width}`);

        await page.goto(tenantUrl("localhost", webPaths.manage.build()));
        await expect(page.getByRole("heading", { level: 3 }).first()).toBeVisible();
        await expectNoAxeViolations(page);
        await shot("manage");

        await page.goto(tenantUrl("localhost", webPaths.manageNewLesson.build()));
        await expect(page.getByRole("textbox").first()).toBeVisible();
        await expectNoAxeViolations(page);
        await shot("new-lesson");

        await page.goto(tenantUrl("localhost", webPaths.classes.build()));
        await page.getByRole("link", { name: "7º ano A", exact: true }).click();
        const section = page.getByRole("region", { name: language.grades, exact: true });
        await section.getByRole("combobox").first().selectOption({ index: 0 });
        const cell = section.getByRole("button", { name: /, / }).first();
        await expect(section.getByText(/Ana Souza/).first()).toBeVisible();
        await expectNoAxeViolations(page);
        await shot("class");

        if (width === 360) await section.getByText("Ana Souza", { exact: true }).click();
        await cell.click();
        await expect(page.getByRole("dialog").getByRole("textbox").first()).toBeVisible();
        await expectNoAxeViolations(page);
        await shot("delivery");
      });
    }
  }
});

// 'Prazo extra' and 'Encerrar entregas' on a lesson this test writes and gives to 7º ano A, so no other spec's
// counts change: Ana (1001) gets extra time and sees it on her list and lesson page, then the teacher closes it
// (it stays closed: Ana's is then 'Não entregue', a lesson only this test knows).

const ZONE = "America/Sao_Paulo";
const ANA = "Ana Souza";

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * A time `days` from now at 18:30 in São Paulo: as 'Novo prazo' takes it, the instant it means (São Paulo keeps
 * UTC−3 all year), and how pt-br shows it.
 */
function saoPauloAt(days: number) {
  const date = new Intl.DateTimeFormat("en-CA", { timeZone: ZONE, dateStyle: "short" }).format(
    new Date(Date.now() + days * 86_400_000),
  );
  const [year, month, day] = date.split("-");
  return {
    input: `${date}T18:30`,
    instant: `${date}T21:30:00.000Z`,
    shown: `${day}/${month}/${year}, 18:30`,
  };
}

/** An instant as the page writes it in a language, in São Paulo's zone. */
function shownIn(page: Page, lang: CatalogueLanguage, instant: string): Promise<string> {
  return page.evaluate(
    ([code, zone, at]) =>
      new Intl.DateTimeFormat(code, { dateStyle: "short", timeStyle: "short", timeZone: zone }).format(
        new Date(at),
      ),
    [lang, ZONE, instant] as const,
  );
}

type Say = (key: MessageKey, values?: Record<string, string | number>) => string;
const sayIn =
  (lang: CatalogueLanguage): Say =>
  (key, values) =>
    translate(lang, key, values);

/** Another person on a browser of their own, signed in, in pt-br with the cookie notice already read. */
async function signedInElsewhere(browser: Browser, usuario: string): Promise<Page> {
  const origin = tenantUrl("localhost").replace(/\/$/, "");
  const context = await browser.newContext({
    locale: "pt-BR",
    storageState: {
      cookies: [],
      origins: [
        {
          origin,
          localStorage: [
            { name: "read-privacy", value: "1" },
            { name: "idioma", value: "pt-br" },
          ],
        },
      ],
    },
  });
  const page = await context.newPage();
  await signInAs(page, usuario);
  return page;
}

/** A phone's view of the class in a language: by assignment, the lesson's group opened. */
async function phoneGroup(page: Page, say: Say, title: string): Promise<Locator> {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(tenantUrl("localhost", webPaths.classes.build()));
  await page.getByRole("link", { name: "7º ano A", exact: true }).click();
  const section = page.getByRole("region", { name: say("gradebook.title"), exact: true });
  await section.getByLabel(say("gradebook.period")).selectOption({ index: 0 });
  await section.getByRole("radio", { name: say("gradebook.byAssignment") }).check();
  const group = section.locator("details").filter({ has: page.getByText(title, { exact: true }) });
  await group.locator("summary").click();
  return group;
}

test("the teacher gives Ana extra time on a lesson of its own, Ana sees the new due date, and the teacher closes it", async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000);
  const title = `Prazo extra ${Date.now()}`;
  const due = saoPauloAt(12);
  await signInAs(page, "professor");

  await page.goto(tenantUrl("localhost", webPaths.manageNewLesson.build()));
  await page.getByLabel("Título", { exact: true }).fill(title);
  await page.getByLabel("Tipo").selectOption({ label: "Leitura ou vídeo (PAD)" });
  await page.getByRole("textbox", { name: "Texto do conteúdo" }).click();
  await page.keyboard.type("Leia com calma.");
  await page.getByRole("button", { name: "Salvar", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: `Conteúdo “${title}” criado` })).toBeVisible();
  await openClass(page, "7º ano A");
  await assign(page, title, "7º ano A");
  const section = await wholeYear(page);

  await test.step("'Prazo extra': a date before the start is refused, a later one granted", async () => {
    await section.getByRole("button", { name: `${ANA}, ${title}: Aberta`, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: `${ANA} — ${title}` });
    const extension = dialog.getByRole("region", { name: "Prazo extra" });
    await expect(extension).toContainText("Prazo do conteúdo para a turma:");
    await extension.getByRole("button", { name: "Dar prazo extra" }).click();
    const field = extension.getByLabel("Novo prazo");
    await field.fill(saoPauloAt(-3).input);
    await extension.getByRole("button", { name: "Conceder prazo" }).click();
    await expect(
      extension.getByText(
        /^O novo prazo não pode ser antes do início do conteúdo \(\d\d\/\d\d\/\d{4}, \d\d:\d\d\)\.$/,
      ),
    ).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
    await field.fill(due.input);
    await extension.getByRole("button", { name: "Conceder prazo" }).click();
    await expect(extension.getByRole("status")).toHaveText(`Prazo de ${ANA} estendido até ${due.shown}.`);
    await expect(dialog.getByText(`prazo estendido: ${due.shown}`)).toBeVisible();
    await expect(extension).toContainText(`Prazo de ${ANA}: ${due.shown}.`);
    await expectNoAxeViolations(page);
    await screenshot(page, "extension-1280", false);
    await page.keyboard.press("Escape");
  });

  await test.step("Ana sees the new due date on her list and her lesson page", async () => {
    const ana = await signedInElsewhere(browser, "1001");
    await ana.goto(tenantUrl("localhost", `${webPaths.signedIn.build()}?situacao=aberta`));
    const items = ana.locator(".contents-list[aria-busy='false'] > li");
    await expect(items.first()).toBeVisible();
    const card = items.filter({ has: ana.getByRole("link", { name: title, exact: true }) });
    const more = ana.getByRole("button", { name: "Carregar mais", exact: true });
    while ((await card.count()) === 0) {
      const shown = await items.count();
      await more.click();
      await expect.poll(() => items.count()).toBeGreaterThan(shown);
    }
    await expect(card).toContainText(`Prazo: ${due.shown} (prazo estendido)`);
    await expectNoAxeViolations(ana);
    await card.getByRole("link", { name: title, exact: true }).click();
    await expect(ana.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const facts = ana.locator("dl.lesson__facts");
    await expect(facts.locator("div").filter({ hasText: /^Prazo/ })).toContainText(
      `${due.shown} (prazo estendido)`,
    );
    await expect(facts).toContainText("Aberta");
    await expectNoAxeViolations(ana);
    for (const lang of ["pt-br", "es-es"] as const) {
      await ana.evaluate((code) => window.localStorage.setItem("idioma", code), lang);
      await ana.setViewportSize({ width: 360, height: 740 });
      await ana.reload();
      const time = await shownIn(ana, lang, due.instant);
      await expect(facts).toContainText(translate(lang, "contents.extendedDue", { time }));
      await expectNoAxeViolations(ana);
      await screenshot(ana, `ana-lesson-360-${lang}`, false);
    }
    await ana.evaluate(() => window.localStorage.setItem("idioma", "pt-br"));
    await ana.context().close();
  });

  await test.step("on a phone, in pt-br and es-es: the closing control, its confirmation, the extra time", async () => {
    for (const lang of ["pt-br", "es-es"] as const) {
      const say = sayIn(lang);
      await page.evaluate((code) => window.localStorage.setItem("idioma", code), lang);
      const group = await phoneGroup(page, say, title);
      const close = group.getByRole("button", { name: say("gradebook.closing.closeLabel", { title }) });
      await expect(close).toHaveText(say("gradebook.closing.close"));
      await close.scrollIntoViewIfNeeded();
      await expectNoAxeViolations(page);
      await screenshot(page, `closing-360-${lang}`, false);
      await close.click();
      const confirm = page.getByRole("alertdialog", {
        name: say("gradebook.closing.confirmTitle", { title }),
      });
      await expect(confirm).toContainText(say("gradebook.closing.confirmText"));
      await expectNoAxeViolations(page);
      await screenshot(page, `closing-confirm-360-${lang}`, false);
      await confirm.getByRole("button", { name: say("common.cancel") }).click();
      await expect(confirm).toHaveCount(0);
      await expect(close).toBeFocused();

      await group
        .getByRole("button", { name: `${ANA}, ${title}: ${say("learning.status.aberta")}`, exact: true })
        .click();
      const dialog = page.getByRole("dialog", {
        name: say("gradebook.delivery.title", { student: ANA, lesson: title }),
      });
      const extension = dialog.getByRole("region", { name: say("gradebook.extension.title") });
      await extension.getByRole("button", { name: say("gradebook.extension.open") }).click();
      await expect(extension.getByLabel(say("gradebook.extension.newDue"))).toBeVisible();
      await extension
        .getByRole("button", { name: say("gradebook.extension.submit") })
        .scrollIntoViewIfNeeded();
      await expectNoAxeViolations(page);
      await screenshot(page, `extension-360-${lang}`, false);
      await page.keyboard.press("Escape");
    }
    await page.evaluate(() => window.localStorage.setItem("idioma", "pt-br"));
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  await test.step("'Encerrar entregas' asks first, then the column says when, and Ana's work is 'Não entregue'", async () => {
    await page.goto(tenantUrl("localhost", webPaths.classes.build()));
    await page.getByRole("link", { name: "7º ano A", exact: true }).click();
    const grades = await wholeYear(page);
    const header = grades.getByRole("columnheader", { name: new RegExp(escapeRegExp(title)) });
    await header.getByRole("button", { name: `Encerrar entregas de “${title}”` }).click();
    const confirm = page.getByRole("alertdialog", { name: `Encerrar entregas de “${title}”?` });
    await expect(confirm).toContainText(
      "Nenhum aluno poderá mais entregar este conteúdo, nem com atraso, e o que não foi entregue passará a contar como não entregue.",
    );
    await expectNoAxeViolations(page);
    await confirm.getByRole("button", { name: "Encerrar entregas" }).click();
    await expect(header.getByRole("status")).toHaveText(`Entregas de “${title}” encerradas.`);
    await expect(header).toContainText(/Encerrada em \d\d\/\d\d\/\d{4}, \d\d:\d\d/);
    await expect(header.getByRole("button", { name: `Reabrir entregas de “${title}”` })).toBeFocused();
    await expect(
      grades.getByRole("button", { name: `${ANA}, ${title}: Não entregue`, exact: true }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshot(page, "closed-1280");

    // The closed column and its 'Reabrir' in high contrast and dark mode, then the default again.
    for (const contrast of ["contraste-altocontraste", "contraste-escuro", "contraste-padrao"]) {
      await page.evaluate((value) => window.localStorage.setItem("contraste", value), contrast);
      await page.reload();
      await expect(page.locator("html")).toHaveAttribute("data-contrast", contrast);
      const again = await wholeYear(page);
      const closed = again.getByRole("columnheader", { name: new RegExp(escapeRegExp(title)) });
      await expect(closed.getByRole("button", { name: `Reabrir entregas de “${title}”` })).toBeVisible();
      await closed.scrollIntoViewIfNeeded();
      await expectNoAxeViolations(page);
      await screenshot(page, `closed-1280-${contrast}`, false);
    }
  });
});
