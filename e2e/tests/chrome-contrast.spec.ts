import { expect, type Page, test } from "@playwright/test";
import { webPaths } from "@trilha/contracts/web-paths";
import { catalogues } from "@trilha/i18n/translate";
import { expectNoAxeViolations, signIn, tenantUrl } from "./fixtures.ts";

// The signed-in chrome in every language and contrast mode: each open dialog and panel passes axe.
// The spec's three contrast modes and dark mode, the fourth choice.
const CONTRASTS = [
  "contraste-padrao",
  "contraste-altocontraste",
  "contraste-escalacinza",
  "contraste-escuro",
] as const;

async function start(page: Page, language: keyof typeof catalogues, contrast: string) {
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await signIn(page, "gestor");
  await expect(page).toHaveURL(/\/logado$/);
  await page.evaluate(
    ({ idioma, contraste }) => {
      localStorage.setItem("idioma", idioma);
      localStorage.setItem("contraste", contraste);
    },
    { idioma: language, contraste: contrast },
  );
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-contrast", contrast);
}

type Language = keyof typeof catalogues;
/**
 * Every mode in pt-br, and each other language in two modes: colours come from the mode alone and words from
 * the language alone, so these pairs meet every mode and every language without running the whole grid.
 */
const RUNS: { contrast: (typeof CONTRASTS)[number]; language: Language }[] = [
  ...CONTRASTS.map((contrast) => ({ contrast, language: "pt-br" as const })),
  { contrast: "contraste-padrao", language: "en-us" },
  { contrast: "contraste-escuro", language: "en-us" },
  { contrast: "contraste-altocontraste", language: "es-es" },
  { contrast: "contraste-escalacinza", language: "es-es" },
];

for (const { contrast, language } of RUNS) {
  test(`the chrome's panels and dialogs pass axe in ${contrast}, ${language}`, async ({ page }) => {
    test.setTimeout(90_000);
    const t = catalogues[language];
    await start(page, language, contrast);

    // Notice banners, once they are shown.
    await expect(page.getByRole("region", { name: t.notices.region })).toBeVisible();
    await expectNoAxeViolations(page);

    // The navigation panel and its networks sub-panel.
    await page.getByRole("banner").getByRole("button", { name: t.navPanel.open }).click();
    const menu = page.getByRole("dialog", { name: t.navPanel.title, exact: true });
    await expect(menu).toBeVisible();
    await expectNoAxeViolations(page);
    await menu.getByRole("button", { name: t.navPanel.administrative }).click();
    await expect(page.getByRole("dialog", { name: t.networks.title })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // The floating options and the report dialog over the page.
    await page.getByRole("button", { name: t.floating.toggle }).click();
    await page.getByRole("button", { name: t.issueReports.button }).click();
    const report = page.getByRole("dialog", { name: t.issueReports.title });
    await expect(report).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(report).toHaveCount(0);

    // The accessibility and languages dialogs, signed in.
    await page.getByRole("button", { name: t.accessibility.open, exact: true }).click();
    const accessibility = page.getByRole("dialog", { name: t.accessibility.title });
    await expect(accessibility).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: t.languagesDialog.open, exact: true }).click();
    const languages = page.getByRole("dialog", { name: t.languagesDialog.title });
    await expect(languages).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // The commands dialog.
    await page.keyboard.press("Control+q");
    const commands = page.getByRole("dialog", { name: t.commands.title });
    await expect(commands.getByLabel(t.commands.field)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(commands).toHaveCount(0);

    // The global alert raised by a page event.
    await page.evaluate(() =>
      window.dispatchEvent(new CustomEvent("alert-erro", { detail: { mensagem: "Falhou." } })),
    );
    const alert = page.getByRole("alertdialog", { name: t.alerts.errorTitle });
    await expect(alert).toBeVisible();
    await expectNoAxeViolations(page);
    await alert.getByRole("button", { name: t.common.understood }).click();
    await expect(alert).toHaveCount(0);
  });
}
