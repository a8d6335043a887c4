import { expect, type Page, test } from "@playwright/test";
import { webPaths } from "@trilha/contracts/web-paths";
import { expectNoAxeViolations, keepShot, signIn, tenantUrl } from "./fixtures.ts";

// A classmate of Ana in 7º ano A (1101 in the demo school) delivers a PDF on an open ARQ lesson nobody has
// delivered yet ("Colagem de texturas"), and the class's teacher opens it and grades it. Ana's own list, which
// other specs read, is left as it was.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const LESSON = "Colagem de texturas";
const FILE_NAME = "colagem-e2e.pdf";
/** A small file PDF readers open: the signature the server reads the type from, and a page. */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

/** The lesson page's address, as the first test found it. */
let lessonPath = "";

async function screenshot(page: Page, name: string): Promise<void> {
  await keepShot(page, `files/${name}`, { fullPage: true });
}

async function signInAs(page: Page, usuario: string): Promise<void> {
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await signIn(page, usuario);
  await expect(page).toHaveURL(/\/logado$/);
}

test("a student sends a PDF with 'Enviar arquivo', sees a refused type said, and delivers", async ({
  page,
}) => {
  await signInAs(page, "1101");
  await page.getByLabel("Situação").selectOption({ label: "Aberta" });
  await page.getByRole("link", { name: LESSON, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: LESSON })).toBeVisible();
  lessonPath = new URL(page.url()).pathname;
  const delivery = page.getByRole("region", { name: "Sua entrega" });
  await expect(delivery.getByText(/^Até 10 arquivos de no máximo 50 MB cada/)).toBeVisible();
  await expectNoAxeViolations(page);

  // A page is no file a delivery takes: said at once, nothing sent.
  await delivery.getByLabel("Enviar arquivo").setInputFiles({
    name: "pagina.html",
    mimeType: "text/html",
    buffer: Buffer.from("<script>alert(1)</script>"),
  });
  await expect(delivery.getByRole("alert")).toHaveText(
    "pagina.html: este tipo de arquivo não é aceito. Envie PDF, imagem, documento, planilha, apresentação, áudio ou vídeo.",
  );

  await delivery.getByLabel("Enviar arquivo").setInputFiles({
    name: FILE_NAME,
    mimeType: "application/pdf",
    buffer: PDF,
  });
  const chosen = delivery.getByRole("list", { name: "Arquivos desta entrega" });
  await expect(chosen.getByText("Anexado, ainda não entregue: toque em 'Entregar'.")).toBeVisible();
  await expect(chosen.getByRole("progressbar", { name: `Envio de ${FILE_NAME}` })).toHaveAttribute(
    "value",
    String(PDF.length),
  );
  await expectNoAxeViolations(page);
  await screenshot(page, "student-chosen");

  await delivery.getByRole("button", { name: "Entregar" }).click();
  await expect(delivery.getByText("Entregue", { exact: true })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Entrega enviada." })).toBeVisible();
  const open = delivery.getByRole("link", { name: `Abrir ${FILE_NAME} (PDF, em nova aba)` });
  await expect(open).toHaveAttribute("href", /^blob:/);
  await expectNoAxeViolations(page);
  await screenshot(page, "student-delivered");

  // Before the due date the delivery can be taken back to swap a file: asked first, the file stays attached.
  await delivery.getByRole("button", { name: "Cancelar envio" }).click();
  const ask = page.getByRole("alertdialog", { name: "Cancelar o envio?" });
  await expect(ask).toContainText("Seus arquivos continuam anexados");
  await expectNoAxeViolations(page);
  await ask.getByRole("button", { name: "Cancelar envio" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Envio cancelado" })).toBeVisible();
  const kept = delivery.getByRole("list", { name: /Arquivos já anexados/ });
  await expect(kept.getByText(FILE_NAME)).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, "student-withdrawn");
  await delivery.getByRole("button", { name: "Entregar" }).click();
  await expect(delivery.getByText("Entregue", { exact: true })).toBeVisible();
  await expect(delivery.getByRole("link", { name: `Abrir ${FILE_NAME} (PDF, em nova aba)` })).toBeVisible();
});

test("the class's teacher opens the delivered PDF in the delivery dialog and grades it", async ({ page }) => {
  await signInAs(page, "professor");
  await page
    .getByRole("navigation", { name: "Menu principal" })
    .getByRole("link", { name: "Turmas" })
    .click();
  await page.getByRole("link", { name: "7º ano A", exact: true }).click();
  const section = page.getByRole("region", { name: "Notas", exact: true });
  await section.getByLabel("Período").selectOption({ index: 0 });
  const cell = section.getByRole("button", { name: new RegExp(`, ${LESSON}: Entregue$`) });
  await expect(cell).toHaveCount(1);
  const label = ((await cell.getAttribute("aria-label")) ?? "").replace(/: Entregue$/, "");
  await cell.click();
  const dialog = page.getByRole("dialog", { name: label.replace(", ", " — ") });
  const open = dialog.getByRole("link", { name: `Abrir ${FILE_NAME} (PDF, em nova aba)` });
  await expect(open).toHaveAttribute("href", /^blob:/);
  await expectNoAxeViolations(page);
  await screenshot(page, "teacher-dialog");

  // The PDF opens in the browser's own reader, in a tab of its own (this spec runs in the full browser, which has
  // one: playwright.config.ts).
  const [reader] = await Promise.all([page.context().waitForEvent("page"), open.click()]);
  await expect.poll(() => reader.url()).toMatch(/^blob:/);
  await reader.close();

  await dialog.getByLabel("Nota").fill("8,5");
  await dialog.getByLabel("Comentário").fill("Boa colagem, capriche nas cores.");
  await dialog.getByRole("button", { name: "Salvar nota" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Nota salva.");
  await page.keyboard.press("Escape");
  await expect(section.getByRole("button", { name: `${label}: 8,5` })).toBeVisible();
});

for (const [code, heading] of [
  ["en-us", "Your delivery"],
  ["es-es", "Su entrega"],
] as const) {
  for (const width of [360, 1280]) {
    test(`the graded ARQ lesson with its file in ${code} at ${width} px passes axe`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
      await signInAs(page, "1101");
      await page.evaluate((language) => window.localStorage.setItem("idioma", language), code);
      await page.goto(tenantUrl("localhost", lessonPath));
      await expect(page.getByRole("heading", { level: 1, name: LESSON })).toBeVisible();
      const delivery = page.getByRole("region", { name: heading });
      await expect(delivery.getByRole("link", { name: new RegExp(FILE_NAME) })).toHaveAttribute(
        "href",
        /^blob:/,
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(page);
      await screenshot(page, `student-graded-${code}-${width}`);
    });
  }
}
