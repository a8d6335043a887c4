import { expect, type Page, test } from "@playwright/test";
import { webPaths } from "@trilha/contracts/web-paths";
import { expectNoAxeViolations, keepShot, signIn, tenantUrl } from "./fixtures.ts";

// A classmate of Ana in 7º ano A (1110, Kauã Gomes in the demo school) on a 360 px phone: 'A fazer' first, then a
// grade the teacher just gave comes first once, with its comment ('Nova nota'). Nobody else's list changes.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const STUDENT = "Kauã Gomes";
const LESSON = "Causas da Independência";
const COMMENT = "Boa síntese: cite também a economia.";
const TO_DO = new Set(["Atrasada", "Aberta", "Refazer"]);

async function signInAs(page: Page, usuario: string): Promise<void> {
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await signIn(page, usuario);
  await expect(page).toHaveURL(/\/logado$/);
}

/** The status of each card of the list, in order. */
async function statuses(page: Page): Promise<string[]> {
  const list = page.locator("ul.contents-list");
  await expect(list.getByRole("listitem").first()).toBeVisible();
  return list.locator(".status-badge").allTextContents();
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the student's first screen is 'A fazer': late, redo and open work before what is done", async ({
    page,
  }) => {
    await signInAs(page, "1110");
    await expect(page.getByRole("heading", { level: 2, name: "Conteúdos" })).toBeVisible();
    const shown = await statuses(page);
    const firstDone = shown.findIndex((status) => !TO_DO.has(status));
    expect(firstDone, shown.join(", ")).toBeGreaterThan(0);
    // Nothing to do after the first thing that is not: the to-do work is all on top.
    expect(
      shown.slice(firstDone).filter((status) => TO_DO.has(status)),
      shown.join(", "),
    ).toEqual([]);
    await expectNoAxeViolations(page);
    await keepShot(page, "to-do/student-360", { fullPage: true });

    // She answers the open essay and delivers it.
    await page.getByRole("link", { name: LESSON, exact: true }).click();
    await page.getByLabel("Sua resposta").fill("A Independência teve causas econômicas e políticas.");
    await page.getByRole("button", { name: "Entregar" }).click();
    const delivery = page.getByRole("region", { name: "Sua entrega" });
    await expect(delivery.getByText("Entregue", { exact: true })).toBeVisible();
  });
});

test("the teacher grades it with a comment", async ({ page }) => {
  await signInAs(page, "professor");
  await page
    .getByRole("navigation", { name: "Menu principal" })
    .getByRole("link", { name: "Turmas" })
    .click();
  await page.getByRole("link", { name: "7º ano A", exact: true }).click();
  const section = page
    .locator("section")
    .filter({ has: page.getByRole("heading", { level: 2, name: "Notas" }) });
  await section.getByLabel("Período").selectOption({ index: 0 });
  await section.getByRole("button", { name: `${STUDENT}, ${LESSON}: Entregue` }).click();
  const dialog = page.getByRole("dialog", { name: `${STUDENT} — ${LESSON}` });
  await dialog.getByLabel("Nota").fill("8,5");
  await dialog.getByLabel("Comentário").fill(COMMENT);
  await dialog.getByRole("button", { name: "Salvar nota" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Nota salva.");
});

test.describe("on a phone, after the grade", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the new grade comes first, once, with its comment ('Nova nota')", async ({ page }) => {
    await signInAs(page, "1110");
    const list = page.locator("ul.contents-list");
    const first = list.getByRole("listitem").first();
    await expect(first.getByRole("link", { name: LESSON, exact: true })).toBeVisible();
    await expect(first).toContainText("Nova nota");
    await expect(first).toContainText("8,5");
    await expect(first).toContainText(COMMENT);
    await expectNoAxeViolations(page);
    await keepShot(page, "to-do/new-grade-360", { fullPage: true });

    // Shown once: the next visit puts 'A fazer' back on top.
    await page.reload();
    await expect(list.getByRole("listitem").first()).toBeVisible();
    await expect(list.getByText("Nova nota")).toHaveCount(0);
    const shown = await statuses(page);
    expect(TO_DO.has(shown[0] ?? ""), shown.join(", ")).toBe(true);
  });
});
