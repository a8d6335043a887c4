import fs from "node:fs";
import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import type { DeliveryStatus } from "@trilha/contracts/rules/delivery-status";
import { webPaths } from "@trilha/contracts/web-paths";
import { type CatalogueLanguage, type MessageKey, translate } from "@trilha/i18n/translate";
import { expectNoAxeViolations, keepShot, signIn, tenantUrl } from "./fixtures.ts";

// The whole story of teaching and learning, once per language: the teacher (`professor`) writes an ESC lesson
// with a picture ('Inserir imagem') and an ARQ lesson, and gives both to 7º ano A; Ana (1001) answers one and
// sends a PDF to the other; the teacher grades 7,5 and asks a redo of the other; Ana sees 'Nota: 7,5', redoes and
// delivers; the teacher grades it; 'Exportar notas' holds both grades. Labels come from the catalogues (pt-br's
// are the spec's). Each run makes lessons of its own (the time in their titles) and leaves Ana's graded, so no
// later spec finds one of hers open or delivered; her lists go by due date, and these are due in a week, after
// the first page. Her classmates' stay open: six more in 1101's 'Aberta' list (student-files.spec.ts), still
// one page.
// The three stories share nothing (each writes lessons of its own), so both workers take them.
test.describe.configure({ mode: "parallel", timeout: 300_000 });

const CLASS_NAME = "7º ano A";
const ANA = "Ana Souza";
/** A 96 × 64 PNG of squares, small enough to read at a glance in a screenshot. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAGAAAABACAIAAABqVuVZAAAAhklEQVR42u3asQ0AIAgEQDawck1Lp3QiK2agFC/5+hOu/BBjr1LumaW83h+AAAEC" +
    "BAgQIECAAAECBAgQIEDNgH47uNoPCBAgQIAAAQIECBAgQIAAAQLUDchgZlEEBAgQIECAAAECBAgQIECAAPkPMphZFAEBAgQIECBAgAABAgQIECBA" +
    "bYES0j6p8JzO0lIAAAAASUVORK5CYII=",
  "base64",
);
/** A small file PDF readers open: the signature the server reads the type from, and a page. */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

/** What each run writes, in its language; the grades as typed and as the app shows them. */
const RUNS = [
  {
    lang: "pt-br",
    esc: "Relato do passeio",
    arq: "Mapa da escola",
    escBody: "Conte como foi o passeio.",
    arqBody: "Envie o seu mapa em PDF.",
    answer: "Fomos ao parque e vimos muitas árvores.",
    comment: "Muito bem.",
    redoComment: "Falta a legenda do mapa.",
    alt: "Quadrados verdes e amarelos",
    grade: "7,5",
    gradeShown: "7,5",
    redoGrade: "9",
    redoGradeShown: "9,0",
    separator: ";",
  },
  {
    lang: "en-us",
    esc: "Field trip report",
    arq: "Map of the school",
    escBody: "Tell us how the trip went.",
    arqBody: "Send your map as a PDF.",
    answer: "We went to the park and saw many trees.",
    comment: "Well done.",
    redoComment: "The map needs its legend.",
    alt: "Green and yellow squares",
    grade: "7.5",
    gradeShown: "7.5",
    redoGrade: "9",
    redoGradeShown: "9.0",
    separator: ",",
  },
  {
    lang: "es-es",
    esc: "Relato de la excursión",
    arq: "Mapa de la escuela",
    escBody: "Cuente cómo fue la excursión.",
    arqBody: "Envíe su mapa en PDF.",
    answer: "Fuimos al parque y vimos muchos árboles.",
    comment: "Muy bien.",
    redoComment: "Falta la leyenda del mapa.",
    alt: "Cuadrados verdes y amarillos",
    grade: "7,5",
    gradeShown: "7,5",
    redoGrade: "9",
    redoGradeShown: "9,0",
    separator: ";",
  },
] as const;

type Say = (key: MessageKey, values?: Record<string, string | number>) => string;

async function screenshot(page: Page, name: string): Promise<void> {
  await keepShot(page, `story/${name}`, { fullPage: true });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A person signed in on a browser of their own, in the run's language. */
async function signedIn(browser: Browser, usuario: string, lang: CatalogueLanguage): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await signIn(page, usuario);
  await expect(page).toHaveURL(/\/logado$/);
  await page.evaluate((code) => window.localStorage.setItem("idioma", code), lang);
  return page;
}

/** 'Novo conteúdo': a lesson of a type, with a line of text (and, for the ESC one, a picture). */
async function createLesson(
  page: Page,
  say: Say,
  lesson: { title: string; type: "ESC" | "ARQ"; text: string; picture?: string },
  shot?: (page: Page, name: string) => Promise<void>,
): Promise<void> {
  await page.goto(tenantUrl("localhost", webPaths.manageNewLesson.build()));
  await expect(page.getByRole("heading", { level: 1, name: say("manage.new") })).toBeVisible();
  await page.getByLabel(say("manage.form.title"), { exact: true }).fill(lesson.title);
  await page.getByLabel(say("manage.form.type")).selectOption({ label: say(`manage.type.${lesson.type}`) });
  const body = page.getByRole("textbox", { name: say("manage.form.body") });
  await body.click();
  await page.keyboard.type(lesson.text);
  if (lesson.picture !== undefined) {
    // 'Inserir imagem': the picture is sent, becomes a lesson picture and goes in the body with its words.
    await page.getByLabel(say("manage.editor.imageAlt")).fill(lesson.picture);
    await page
      .getByLabel(say("manage.editor.insertImage"))
      .setInputFiles({ name: "quadrados.png", mimeType: "image/png", buffer: PNG });
    await expect(
      page.getByText(say("manage.editor.imageInserted", { name: "quadrados.png" }), { exact: true }),
    ).toBeVisible();
    await expect(body.getByRole("img", { name: lesson.picture })).toHaveAttribute(
      "src",
      /^\/arquivos\/conteudos\/[A-Za-z0-9_-]+\.png$/,
    );
    await expectNoAxeViolations(page);
    await shot?.(page, "editor");
  }
  await page.getByRole("button", { name: say("manage.form.save"), exact: true }).click();
  const created = escapeRegExp(say("manage.form.created", { title: lesson.title, code: "CODE" }));
  await expect(
    page.getByRole("status").filter({ hasText: new RegExp(created.replace("CODE", "[^)]+")) }),
  ).toBeVisible();
}

async function openClass(page: Page, say: Say): Promise<Locator> {
  await page.goto(tenantUrl("localhost", webPaths.classes.build()));
  await page.getByRole("link", { name: CLASS_NAME, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: CLASS_NAME })).toBeVisible();
  const grades = page.getByRole("region", { name: say("gradebook.title"), exact: true });
  // The whole year, so the lessons are there whatever period today falls in.
  await grades.getByLabel(say("gradebook.period")).selectOption({ index: 0 });
  return grades;
}

/** 'Atribuir conteúdo' with the default 'Início' (now) and 'Fim' (a week on). */
async function assign(page: Page, say: Say, title: string): Promise<void> {
  const form = page.getByRole("region", { name: say("classroom.assign.title") });
  await form.getByLabel(say("classroom.assign.search")).fill(title);
  const select = form.getByLabel(say("classroom.assign.lesson"), { exact: true });
  // The list keeps the last search's lessons until this one's arrive: wait for this lesson's own option.
  await expect(select.getByRole("option", { name: new RegExp(`^${escapeRegExp(title)} \\(`) })).toHaveCount(
    1,
  );
  await expect(select.getByRole("option")).toHaveCount(2);
  await select.selectOption({ index: 1 });
  await expect(form.getByLabel(say("classroom.assign.start"))).not.toHaveValue("");
  await expect(form.getByLabel(say("classroom.assign.end"))).not.toHaveValue("");
  await form.getByRole("button", { name: say("classroom.assign.submit"), exact: true }).click();
  await expect(form.getByRole("status")).toHaveText(
    say("classroom.assign.done", { title, className: CLASS_NAME }),
  );
}

/** Ana's cell of a lesson in the gradebook, as its button names it. */
function cell(grades: Locator, title: string, shown: string): Locator {
  return grades.getByRole("button", { name: `${ANA}, ${title}: ${shown}`, exact: true });
}

async function openDelivery(page: Page, say: Say, grades: Locator, title: string, status: string) {
  await cell(grades, title, status).click();
  const dialog = page.getByRole("dialog", {
    name: say("gradebook.delivery.title", { student: ANA, lesson: title }),
  });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * Ana's list filtered by a status (the filter lives in the address), and the lesson opened from it. The list
 * goes by due date and these lessons are due in a week: past the first page of graded ones, so 'Carregar mais'
 * until it shows.
 */
async function openFromList(
  page: Page,
  say: Say,
  status: DeliveryStatus,
  title: string,
  onCard?: string,
): Promise<Locator> {
  await page.goto(tenantUrl("localhost", `${webPaths.signedIn.build()}?situacao=${status}`));
  await expect(page.getByRole("heading", { level: 2, name: say("contents.heading") })).toBeVisible();
  await expect(page.getByLabel(say("contents.statusLabel"))).toHaveValue(status);
  const items = page.locator(".contents-list[aria-busy='false'] > li");
  await expect(items.first()).toBeVisible();
  const card = items.filter({ has: page.getByRole("link", { name: title, exact: true }) });
  const more = page.getByRole("button", { name: say("contents.loadMore"), exact: true });
  while ((await card.count()) === 0) {
    const shown = await items.count();
    await more.click();
    await expect.poll(() => items.count()).toBeGreaterThan(shown);
  }
  await expect(card.getByText(say(`learning.status.${status}`), { exact: true })).toBeVisible();
  if (onCard !== undefined) await expect(card.getByText(onCard, { exact: true })).toBeVisible();
  await card.getByRole("link", { name: title, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  return page.getByRole("region", { name: say("lesson.deliveryHeading") });
}

async function sendPdf(delivery: Locator, say: Say, name: string): Promise<void> {
  await delivery.getByLabel(say("lesson.upload.pick")).setInputFiles({
    name,
    mimeType: "application/pdf",
    buffer: PDF,
  });
  const chosen = delivery.getByRole("list", { name: say("lesson.upload.chosen") });
  await expect(chosen.getByText(say("lesson.upload.attached"))).toBeVisible();
}

for (const run of RUNS) {
  test(`the whole story in ${run.lang}: two lessons, a grade, a redo, the export`, async ({ browser }) => {
    const say: Say = (key, values) => translate(run.lang, key, values);
    const stamp = Date.now();
    const esc = `${run.esc} ${stamp}`;
    const arq = `${run.arq} ${stamp}`;
    const shot = (page: Page, name: string) => screenshot(page, `${run.lang}-${name}`);
    // Axe at every step in pt-br; in the other languages the same pages differ only in their words, which the
    // catalogue tests keep complete, so two steps are checked there (the lesson page, the grading dialog).
    const checkA11y = (page: Page, everyLanguage = false) =>
      run.lang === "pt-br" || everyLanguage ? expectNoAxeViolations(page) : Promise.resolve();
    const teacher = await signedIn(browser, "professor", run.lang);
    const ana = await signedIn(browser, "1001", run.lang);

    await test.step("the teacher writes an ESC lesson with a picture and an ARQ lesson", async () => {
      await createLesson(
        teacher,
        say,
        { title: esc, type: "ESC", text: run.escBody, picture: run.alt },
        shot,
      );
      await createLesson(teacher, say, { title: arq, type: "ARQ", text: run.arqBody });
      const mine = teacher.getByRole("listitem").filter({ has: teacher.getByRole("heading", { name: arq }) });
      await expect(mine).toContainText(say("manage.type.ARQ"));
      await checkA11y(teacher);
    });

    await test.step("and gives both to 7º ano A", async () => {
      const grades = await openClass(teacher, say);
      await assign(teacher, say, esc);
      await assign(teacher, say, arq);
      await expect(cell(grades, esc, say("learning.status.aberta"))).toBeVisible();
      await expect(cell(grades, arq, say("learning.status.aberta"))).toBeVisible();
      await checkA11y(teacher);
    });

    await test.step("Ana sees the picture, answers the ESC lesson and sends a PDF to the ARQ one", async () => {
      const delivery = await openFromList(ana, say, "aberta", esc);
      const picture = ana.locator(".lesson-body").getByRole("img", { name: run.alt });
      const src = (await picture.getAttribute("src")) ?? "";
      expect(src).toMatch(/^\/arquivos\/conteudos\/[A-Za-z0-9_-]+\.png$/);
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBe(96);
      // Served by the host with no session, byte for byte, and a part of it when a range is asked.
      const served = await ana.request.get(tenantUrl("localhost", src));
      expect(served.status()).toBe(200);
      expect(served.headers()["content-type"]).toBe("image/png");
      expect((await served.body()).equals(PNG)).toBe(true);
      const part = await ana.request.get(tenantUrl("localhost", src), { headers: { range: "bytes=0-7" } });
      expect(part.status()).toBe(206);
      expect(part.headers()["content-range"]).toBe(`bytes 0-7/${PNG.length}`);
      expect((await part.body()).equals(PNG.subarray(0, 8))).toBe(true);
      await checkA11y(ana, true);
      await shot(ana, "lesson-picture");

      await ana.getByLabel(say("lesson.answerLabel")).fill(run.answer);
      await delivery.getByRole("button", { name: say("lesson.deliver"), exact: true }).click();
      await expect(delivery.getByText(say("lesson.delivered"), { exact: true })).toBeVisible();
      await expect(delivery).toContainText(run.answer);
      await checkA11y(ana);

      const files = await openFromList(ana, say, "aberta", arq);
      await sendPdf(files, say, "mapa.pdf");
      await checkA11y(ana);
      await files.getByRole("button", { name: say("lesson.deliver"), exact: true }).click();
      await expect(files.getByText(say("lesson.delivered"), { exact: true })).toBeVisible();
      await expect(
        files.getByRole("link", { name: say("files.openPdf", { name: "mapa.pdf" }) }),
      ).toBeVisible();
      await checkA11y(ana);
    });

    await test.step("the teacher grades the answer 7,5 and asks a redo of the file", async () => {
      const grades = await openClass(teacher, say);
      const graded = await openDelivery(teacher, say, grades, esc, say("learning.status.entregue"));
      await expect(graded).toContainText(run.answer);
      await graded.getByLabel(say("gradebook.delivery.grade"), { exact: true }).fill(run.grade);
      await graded.getByLabel(say("gradebook.delivery.comment")).fill(run.comment);
      await checkA11y(teacher, true);
      await graded.getByRole("button", { name: say("gradebook.delivery.saveGrade") }).click();
      await expect(graded.getByRole("status")).toHaveText(say("gradebook.delivery.graded"));
      await teacher.keyboard.press("Escape");
      await expect(cell(grades, esc, run.gradeShown)).toBeVisible();

      const redo = await openDelivery(teacher, say, grades, arq, say("learning.status.entregue"));
      await expect(
        redo.getByRole("link", { name: say("files.openPdf", { name: "mapa.pdf" }) }),
      ).toBeVisible();
      await redo.getByLabel(say("gradebook.delivery.comment")).fill(run.redoComment);
      await redo.getByRole("button", { name: say("gradebook.delivery.askRedo") }).click();
      await expect(redo.getByRole("status")).toHaveText(say("gradebook.delivery.redoAsked"));
      await expect(
        redo.getByRole("heading", { name: say("gradebook.delivery.attempt", { n: 2 }) }),
      ).toBeVisible();
      await checkA11y(teacher);
      await teacher.keyboard.press("Escape");
      await expect(cell(grades, arq, say("learning.status.refazer"))).toBeVisible();
      await shot(teacher, "gradebook");
    });

    await test.step("Ana sees 'Nota: 7,5', redoes the file lesson and delivers", async () => {
      const gradeText = say("contents.grade", { grade: run.gradeShown });
      if (run.lang === "pt-br") expect(gradeText).toBe("Nota: 7,5");
      const graded = await openFromList(ana, say, "avaliada", esc, gradeText);
      await expect(graded.getByText(gradeText, { exact: true })).toBeVisible();
      await expect(graded).toContainText(run.comment);
      await checkA11y(ana);
      await shot(ana, "graded");
      // On a phone: the picture fits, nothing runs off the side.
      await ana.setViewportSize({ width: 360, height: 740 });
      await expect(ana.locator(".lesson-body").getByRole("img", { name: run.alt })).toBeVisible();
      await expect(graded.getByText(gradeText, { exact: true })).toBeVisible();
      expect(await ana.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await checkA11y(ana);
      await shot(ana, "graded-360");
      await ana.setViewportSize({ width: 1280, height: 720 });

      const files = await openFromList(ana, say, "refazer", arq);
      await expect(files).toContainText(say("lesson.redoAsked"));
      await expect(files).toContainText(run.redoComment);
      await sendPdf(files, say, "mapa-com-legenda.pdf");
      await checkA11y(ana);
      await files.getByRole("button", { name: say("lesson.deliver"), exact: true }).click();
      await expect(files.getByText(say("lesson.delivered"), { exact: true })).toBeVisible();
      await expect(
        files.getByRole("link", { name: say("files.openPdf", { name: "mapa-com-legenda.pdf" }) }),
      ).toBeVisible();
      await checkA11y(ana);
      await shot(ana, "redone");
    });

    await test.step("the teacher grades the redo, and the export holds both grades", async () => {
      const grades = await openClass(teacher, say);
      const redone = await openDelivery(teacher, say, grades, arq, say("learning.status.entregue"));
      await expect(
        redone.getByRole("link", { name: say("files.openPdf", { name: "mapa-com-legenda.pdf" }) }),
      ).toBeVisible();
      await redone.getByLabel(say("gradebook.delivery.grade"), { exact: true }).fill(run.redoGrade);
      await redone.getByRole("button", { name: say("gradebook.delivery.saveGrade") }).click();
      await expect(redone.getByRole("status")).toHaveText(say("gradebook.delivery.graded"));
      await teacher.keyboard.press("Escape");
      await expect(cell(grades, arq, run.redoGradeShown)).toBeVisible();
      await expect(cell(grades, esc, run.gradeShown)).toBeVisible();

      await grades.getByLabel(say("gradebook.export.format")).selectOption("csv");
      const download = teacher.waitForEvent("download");
      await grades.getByRole("button", { name: say("gradebook.export.button") }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^notas-\d+-\d{4}\.csv$/);
      const lines = fs
        .readFileSync((await file.path()) ?? "", "utf8")
        .replace(/^\uFEFF/, "")
        .split("\r\n");
      const header = (lines[0] ?? "").split(run.separator);
      const row = (lines.find((line) => line.startsWith(`${ANA}${run.separator}`)) ?? "").split(
        run.separator,
      );
      const columnOf = (title: string) => header.findIndex((name) => name.startsWith(`${title} (`));
      expect(columnOf(esc)).toBeGreaterThan(1);
      expect(columnOf(arq)).toBeGreaterThan(1);
      expect(row[1]).toBe("1001");
      expect(row[columnOf(esc)]).toBe(run.gradeShown);
      expect(row[columnOf(arq)]).toBe(run.redoGradeShown);
      await checkA11y(teacher);
    });

    await teacher.context().close();
    await ana.context().close();
  });
}
