import { expect, type Page, test } from "@playwright/test";
import { webPaths } from "@trilha/contracts/web-paths";
import { translate } from "@trilha/i18n/translate";
import { expectNoAxeViolations, keepShot, signIn, tenantUrl } from "./fixtures.ts";

// 'Fuso horário' of the demo's own platform: set to Manaus, the page's dates follow it, and it is set back to
// São Paulo before the test ends, so every later spec reads the demo's dates as they were.

/** Saves the editor, then reloads until the grading periods say the zone (the tenant cache lives 5 s). */
async function saveZone(page: Page, zone: string): Promise<void> {
  await page.getByRole("combobox", { name: "Fuso horário" }).selectOption(zone);
  await page.getByRole("button", { name: "Salvar alterações", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Alterações salvas." })).toBeVisible();
  const periods = page.getByRole("region", { name: "Períodos letivos" });
  await expect(async () => {
    await page.reload();
    await expect(periods.getByText(`Datas no fuso ${zone}.`)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole("combobox", { name: "Fuso horário" })).toHaveValue(zone);
}

test("admin sets the platform's 'Fuso horário' from Brazil's zones, its dates follow, and it is set back", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await signIn(page, "admin");
  await expect(page).toHaveURL(/\/logado$/);
  await page.goto(tenantUrl("localhost", webPaths.tenantAdministration.build("trilha")));
  const zone = page.getByRole("combobox", { name: "Fuso horário" });
  await expect(zone).toHaveValue("America/Sao_Paulo");
  const brazil = zone.locator("optgroup").first();
  await expect(brazil).toHaveAttribute("label", "Brasil");
  expect(
    (
      await brazil
        .locator("option")
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))
    ).slice(0, 3),
  ).toEqual(["America/Sao_Paulo", "America/Manaus", "America/Cuiaba"]);
  expect(await zone.locator("optgroup").nth(1).locator("option").count()).toBeGreaterThan(300);

  for (const lang of ["pt-br", "es-es"] as const) {
    await page.evaluate((code) => window.localStorage.setItem("idioma", code), lang);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.reload();
    const field = page.getByRole("combobox", { name: translate(lang, "tenants.editor.timeZone") });
    await field.scrollIntoViewIfNeeded();
    await expect(page.getByText(translate(lang, "tenants.editor.timeZoneHint"))).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await keepShot(page, `time-zone/360-${lang}`);
  }
  await page.evaluate(() => window.localStorage.setItem("idioma", "pt-br"));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();

  try {
    await saveZone(page, "America/Manaus");
    await expectNoAxeViolations(page);
  } finally {
    await saveZone(page, "America/Sao_Paulo");
  }
});
