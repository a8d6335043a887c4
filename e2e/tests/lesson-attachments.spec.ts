import fs from "node:fs";
import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { webPaths } from "@trilha/contracts/web-paths";
import { translate } from "@trilha/i18n/translate";
import { expectNoAxeViolations, keepShot, signIn, tenantUrl } from "./fixtures.ts";

// The teacher (`professor`) writes a lesson to read (PAD) with a PDF and a recording attached ('Anexar arquivo'),
// and gives it to 7º ano A from the class page starting now; Ana (1001) finds 'Anexos' on the lesson page, in
// pt-br and es-es at 360 px, downloads the PDF byte for byte, plays the recording from its link and concludes; the teacher reads the same 'Anexos' in her delivery and
// grades it. Each run makes a lesson of its own (the time in its title) and leaves Ana's graded, as
// learning-story.spec.ts does, so no later spec finds one of hers open or delivered; her classmates' stays open,
// due in a week, after the first page of their lists.
test.describe.configure({ mode: "serial", timeout: 240_000 });

const CLASS_NAME = "7º ano A";
const ANA = "Ana Souza";
const FILE_NAME = "roteiro-de-leitura.pdf";
/** A small file PDF readers open: the signature the server reads the type from, and a page. */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
const TITLE = `Roteiro de leitura ${Date.now()}`;
const SOUND_NAME = "leitura-em-voz-alta.wav";
/** Half a second of a quiet tone, 8 kHz mono 8-bit PCM: a WAV file any browser plays. */
const SOUND = (() => {
  const samples = 4000;
  const file = Buffer.alloc(44 + samples);
  file.write("RIFF", 0, "ascii");
  file.writeUInt32LE(36 + samples, 4);
  file.write("WAVEfmt ", 8, "ascii");
  file.writeUInt32LE(16, 16);
  file.writeUInt16LE(1, 20);
  file.writeUInt16LE(1, 22);
  file.writeUInt32LE(8000, 24);
  file.writeUInt32LE(8000, 28);
  file.writeUInt16LE(1, 32);
  file.writeUInt16LE(8, 34);
  file.write("data", 36, "ascii");
  file.writeUInt32LE(samples, 40);
  for (let index = 0; index < samples; index++) file[44 + index] = 128 + Math.round(20 * Math.sin(index / 4));
  return file;
})();

async function screenshot(page: Page, name: string): Promise<void> {
  await keepShot(page, `attachments/${name}`, { fullPage: true });
}

async function signedIn(browser: Browser, usuario: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await signIn(page, usuario);
  await expect(page).toHaveURL(/\/logado$/);
  return page;
}

async function openClass(page: Page): Promise<Locator> {
  await page.goto(tenantUrl("localhost", webPaths.classes.build()));
  await page.getByRole("link", { name: CLASS_NAME, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: CLASS_NAME })).toBeVisible();
  const grades = page.getByRole("region", { name: "Notas", exact: true });
  // The whole year, so the lesson is there whatever period today falls in.
  await grades.getByLabel("Período").selectOption({ index: 0 });
  return grades;
}

/** Ana's 'Aberta' list, and the lesson opened from it ('Carregar mais' until it shows: it is due in a week). */
async function openFromAnasList(page: Page): Promise<void> {
  await page.goto(tenantUrl("localhost", `${webPaths.signedIn.build()}?situacao=aberta`));
  await expect(page.getByRole("heading", { level: 2, name: "Conteúdos" })).toBeVisible();
  const items = page.locator(".contents-list[aria-busy='false'] > li");
  await expect(items.first()).toBeVisible();
  const link = page.getByRole("link", { name: TITLE, exact: true });
  const more = page.getByRole("button", { name: "Carregar mais", exact: true });
  while ((await link.count()) === 0) {
    const shown = await items.count();
    await more.click();
    await expect.poll(() => items.count()).toBeGreaterThan(shown);
  }
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
}

test("the teacher attaches a PDF and a recording to a new lesson and gives it to 7º ano A from the class page", async ({
  browser,
}) => {
  const teacher = await signedIn(browser, "professor");
  await teacher.goto(tenantUrl("localhost", webPaths.manageNewLesson.build()));
  await expect(teacher.getByRole("heading", { level: 1, name: "Novo conteúdo" })).toBeVisible();
  await teacher.getByLabel("Título", { exact: true }).fill(TITLE);
  await teacher.getByLabel("Tipo").selectOption({ label: "Leitura ou vídeo (PAD)" });
  const body = teacher.getByRole("textbox", { name: "Texto do conteúdo" });
  await body.click();
  await teacher.keyboard.type("Leia o roteiro anexo antes da aula.");

  const attachments = teacher.getByRole("group", { name: "Anexos" });
  await expect(attachments.getByText("Nenhum arquivo anexado.")).toBeVisible();
  await expect(attachments.getByText(/^Até 10 arquivos de no máximo 50 MB cada/)).toBeVisible();
  // A page is no file a lesson takes: said at once, nothing sent.
  await attachments.getByLabel("Anexar arquivo").setInputFiles({
    name: "pagina.html",
    mimeType: "text/html",
    buffer: Buffer.from("<script>alert(1)</script>"),
  });
  await expect(attachments.getByRole("alert")).toHaveText(
    "pagina.html: este tipo de arquivo não é aceito. Envie PDF, imagem, documento, planilha, apresentação, áudio ou vídeo.",
  );
  await attachments.getByLabel("Anexar arquivo").setInputFiles({
    name: FILE_NAME,
    mimeType: "application/pdf",
    buffer: PDF,
  });
  const item = attachments.getByRole("listitem").filter({ hasText: FILE_NAME });
  await expect(item.getByText("Enviado.")).toBeVisible();
  await expect(item.getByRole("progressbar", { name: `Envio de ${FILE_NAME}` })).toHaveAttribute(
    "value",
    String(PDF.length),
  );
  await expect(item.getByRole("button", { name: `Remover ${FILE_NAME}` })).toBeVisible();
  await attachments.getByLabel("Anexar arquivo").setInputFiles({
    name: SOUND_NAME,
    mimeType: "audio/wav",
    buffer: SOUND,
  });
  await expect(
    attachments.getByRole("listitem").filter({ hasText: SOUND_NAME }).getByText("Enviado."),
  ).toBeVisible();
  await expectNoAxeViolations(teacher);
  await teacher.setViewportSize({ width: 360, height: 740 });
  await attachments.scrollIntoViewIfNeeded();
  await screenshot(teacher, "editor-pt-br-360");
  await teacher.setViewportSize({ width: 1280, height: 720 });

  await teacher.getByRole("button", { name: "Salvar", exact: true }).click();
  await expect(teacher.getByRole("status").filter({ hasText: `Conteúdo “${TITLE}” criado` })).toBeVisible();

  // Editing shows the file saved with the version, with its kind and size.
  const created = teacher
    .getByRole("listitem")
    .filter({ has: teacher.getByRole("heading", { name: TITLE }) });
  await created.getByRole("link", { name: `Editar “${TITLE}”` }).click();
  const saved = teacher.getByRole("group", { name: "Anexos" });
  await expect(saved.getByRole("listitem")).toHaveCount(2);
  await expect(saved.getByRole("listitem").first()).toContainText(`${FILE_NAME} (PDF · 1 KB)`);
  await expect(saved.getByRole("listitem").last()).toContainText(`${SOUND_NAME} (Áudio · 4 KB)`);
  await expectNoAxeViolations(teacher);

  await openClass(teacher);
  const form = teacher.getByRole("region", { name: "Atribuir conteúdo" });
  await form.getByLabel("Buscar conteúdo").fill(TITLE);
  const select = form.getByLabel("Conteúdo", { exact: true });
  await expect(select.getByRole("option")).toHaveCount(2);
  await select.selectOption({ index: 1 });
  // 'Início' is now, as the form fills it in.
  await expect(form.getByLabel("Início")).not.toHaveValue("");
  // A reading takes no grade unless asked: this one is graded below.
  await form.getByLabel(/Dar nota a esta leitura/).check();
  await form.getByRole("button", { name: "Atribuir", exact: true }).click();
  await expect(form.getByRole("status")).toHaveText(`“${TITLE}” foi atribuído à turma ${CLASS_NAME}.`);
  await expectNoAxeViolations(teacher);
  await teacher.context().close();
});

test("Ana finds 'Anexos' on the lesson page, downloads the PDF as it was sent, plays the recording, and concludes", async ({
  browser,
}) => {
  const ana = await signedIn(browser, "1001");
  await openFromAnasList(ana);
  const attachments = ana.getByRole("region", { name: "Anexos" });
  const open = attachments.getByRole("link", { name: `Abrir ${FILE_NAME} (PDF, em nova aba)` });
  await expect(open).toHaveAttribute("href", /^blob:/);
  await expect(attachments.getByRole("listitem").first()).toContainText(
    `${FILE_NAME} (PDF, em nova aba) (PDF · 1 KB)`,
  );
  await expectNoAxeViolations(ana);

  // The recording is played, not fetched: its link is asked for on 'Reproduzir', and the player reads it.
  await attachments.getByRole("button", { name: `Reproduzir ${SOUND_NAME}` }).click();
  const player = attachments.getByLabel(`${SOUND_NAME} (reprodutor)`);
  await expect(player).toHaveAttribute("src", /\/conteudos\/anexo\/midia\?link=/);
  await expect
    .poll(() => player.evaluate((element: HTMLAudioElement) => element.duration), { timeout: 15_000 })
    .toBeGreaterThan(0.4);
  const part = await ana.request.get(tenantUrl("localhost", (await player.getAttribute("src")) as string), {
    headers: { range: "bytes=0-11" },
  });
  expect(part.status()).toBe(206);
  expect((await part.body()).equals(SOUND.subarray(0, 12))).toBe(true);
  await expectNoAxeViolations(ana);
  await player.scrollIntoViewIfNeeded();
  await screenshot(ana, "player-pt-br-1280");

  const download = ana.waitForEvent("download");
  await attachments.getByRole("button", { name: `Baixar ${FILE_NAME}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(FILE_NAME);
  expect(fs.readFileSync(await file.path()).equals(PDF)).toBe(true);

  // At 360 px, in pt-br and in es-es: the list fits the phone, nothing runs off its side.
  await ana.setViewportSize({ width: 360, height: 740 });
  for (const lang of ["pt-br", "es-es"] as const) {
    await ana.evaluate((code) => window.localStorage.setItem("idioma", code), lang);
    await ana.reload();
    const heading = translate(lang, "files.attachments");
    const section = ana.getByRole("region", { name: heading });
    await expect(section.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    await expect(section.getByRole("listitem").first()).toContainText(
      `(${translate(lang, "files.type.pdf")} · 1 KB)`,
    );
    await expect(
      section.getByRole("button", { name: translate(lang, "files.playNamed", { name: SOUND_NAME }) }),
    ).toBeVisible();
    await expect(
      section.getByRole("button", { name: translate(lang, "files.downloadNamed", { name: FILE_NAME }) }),
    ).toBeVisible();
    expect(await ana.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(ana);
    await section.scrollIntoViewIfNeeded();
    await screenshot(ana, `lesson-${lang}-360`);
    // The player, once asked for, fits the phone too.
    await section
      .getByRole("button", { name: translate(lang, "files.playNamed", { name: SOUND_NAME }) })
      .click();
    const phonePlayer = section.getByLabel(translate(lang, "files.playerNamed", { name: SOUND_NAME }));
    await expect(phonePlayer).toBeVisible();
    expect(await ana.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect((await phonePlayer.boundingBox())?.width).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(ana);
    await screenshot(ana, `player-${lang}-360`);
  }
  await ana.evaluate(() => window.localStorage.setItem("idioma", "pt-br"));
  await ana.reload();

  const delivery = ana.getByRole("region", { name: "Sua entrega" });
  await delivery.getByRole("button", { name: "Concluir", exact: true }).click();
  await expect(delivery.getByText("Entregue", { exact: true })).toBeVisible();
  await ana.context().close();
});

test("the teacher reads the same attachments, named as the lesson's, in Ana's delivery and grades it", async ({
  browser,
}) => {
  const teacher = await signedIn(browser, "professor");
  const grades = await openClass(teacher);
  await grades.getByRole("button", { name: `${ANA}, ${TITLE}: Entregue`, exact: true }).click();
  const dialog = teacher.getByRole("dialog", { name: `${ANA} — ${TITLE}` });
  const attachments = dialog.getByRole("region", { name: "Anexos do conteúdo (não enviados pelo aluno)" });
  await expect(
    attachments.getByRole("link", { name: `Abrir ${FILE_NAME} (PDF, em nova aba)` }),
  ).toHaveAttribute("href", /^blob:/);
  await expectNoAxeViolations(teacher);
  await dialog.getByLabel("Nota", { exact: true }).fill("10");
  await dialog.getByRole("button", { name: "Salvar nota" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Nota salva.");
  await teacher.keyboard.press("Escape");
  await expect(grades.getByRole("button", { name: `${ANA}, ${TITLE}: 10,0`, exact: true })).toBeVisible();
  await teacher.context().close();
});
