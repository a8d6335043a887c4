import { expect, type Page, test } from "@playwright/test";
import { webPaths } from "@trilha/contracts/web-paths";
import { catalogues } from "@trilha/i18n/translate";
import { expectNoAxeViolations, keepShot, shootEveryWay, signIn, tenantUrl } from "./fixtures.ts";

// Publishing a new version of the terms of use asks every account to accept it at its next sign-in, and a
// version cannot be taken back: this spec runs in the "after-every-other-spec" project (playwright.config.ts),
// once every other spec has signed in for the last time. Run it alone with `--no-deps`.

/** The version published here, in the three languages; the demo starts at version 1. */
const VERSION_2 = {
  "pt-br": {
    titulo: "Termos de uso da Trilha, versão 2",
    texto:
      "## Suas entregas\n\nA Trilha guarda as suas entregas **enquanto a escola usar a plataforma**.\n\nAs fotos enviadas em uma atividade só são vistas pela turma e pelos professores.",
  },
  "en-us": {
    titulo: "Trilha's terms of use, version 2",
    texto:
      "## Your deliveries\n\nTrilha keeps your deliveries **while the school uses the platform**.\n\nPhotos sent in an activity are seen only by the class and its teachers.",
  },
  "es-es": {
    titulo: "Términos de uso de Trilha, versión 2",
    texto:
      "## Sus entregas\n\nTrilha guarda sus entregas **mientras la escuela use la plataforma**.\n\nLas fotos enviadas en una actividad solo las ven la clase y sus profesores.",
  },
} as const;

async function languageOf(page: Page) {
  const language = await page.evaluate(() => window.localStorage.getItem("idioma") ?? "pt-br");
  return (language in catalogues ? language : "pt-br") as keyof typeof catalogues;
}

/** Signs out whoever is signed in (cookies and storage), keeping the cookie notice read. */
async function signInAs(page: Page, usuario: string) {
  await page.context().clearCookies();
  await page.evaluate(() => {
    window.localStorage.clear();
    window.localStorage.setItem("read-privacy", "1");
  });
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await signIn(page, usuario);
  await expect(page).toHaveURL(/\/logado$/);
}

/** Opens 'Ver quem aceitou' of one version on the terms page, in the page's language. */
async function showAcceptances(page: Page, versao: number) {
  const t = catalogues[await languageOf(page)].terms.editor;
  const version = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: t.version.replace("{{versao}}", String(versao)) }) });
  await version.getByRole("button", { name: t.showAcceptances }).click();
  const acceptances = page.getByRole("region", {
    name: t.acceptancesTitle.replace("{{versao}}", String(versao)),
  });
  await expect(acceptances).toBeVisible();
  return acceptances;
}

test("admin publishes terms version 2 and sees who accepted which; 1001 must accept it before the signed-in home", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await signIn(page, "admin");
  await expect(page).toHaveURL(/\/logado$/);
  await page.goto(tenantUrl("localhost", webPaths.administration.build()));
  await page.getByRole("link", { name: "Termos de uso" }).click();
  await expect(page).toHaveURL(new RegExp(`${webPaths.termsAdmin.build()}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Termos de uso" })).toBeVisible();

  // Version 1, accepted by the demo accounts, a page at a time.
  const first = await showAcceptances(page, 1);
  await expect(first.getByRole("listitem")).toHaveCount(50);
  await expect(first).toContainText("Página 1 de 2");
  await first.getByRole("button", { name: "Próxima" }).click();
  await expect(first).toContainText("Página 2 de 2");
  await expect(first).toContainText("Ana Souza (1001)");
  await expect(first).toContainText("Marina Alves (admin)");
  await shootEveryWay(page, "terms-publish/terms-admin", async (p) => {
    await showAcceptances(p, 1);
  });

  // Version 2, in the three languages, after a confirmation.
  const form = page.getByRole("form", { name: "Publicar nova versão" });
  for (const [language, legend] of [
    ["pt-br", "Português"],
    ["en-us", "English"],
    ["es-es", "Español"],
  ] as const) {
    const group = form.getByRole("group", { name: new RegExp(`^${legend}`) });
    await group.getByLabel("Título").fill(VERSION_2[language].titulo);
    await group.getByLabel("Texto").fill(VERSION_2[language].texto);
  }
  await form.getByRole("button", { name: "Publicar" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Publicar nova versão" });
  await expect(confirm).toContainText("Publicar a versão 2? Todas as pessoas precisarão aceitá-la.");
  await expectNoAxeViolations(page);
  await keepShot(page, "terms-publish/confirm");
  await confirm.getByRole("button", { name: "Publicar" }).click();

  // The administrator too must accept it, at once.
  const adminTerms = page.getByRole("dialog", { name: VERSION_2["pt-br"].titulo });
  await expect(adminTerms).toBeVisible();
  await adminTerms.getByRole("button", { name: "Aceitar" }).click();
  await expect(adminTerms).toHaveCount(0);
  await expect(page.getByText("Versão 2 publicada.")).toBeVisible();
  await expect(page.getByRole("heading", { name: `Versão 2 · ${VERSION_2["pt-br"].titulo}` })).toBeVisible();
  const second = await showAcceptances(page, 2);
  await expect(second.getByRole("listitem")).toHaveText([/^Marina Alves \(admin\)/]);
  await expectNoAxeViolations(page);

  // 1001 signs in: the new version stands between her and the signed-in home until she accepts it.
  await signInAs(page, "1001");
  const terms = page.getByRole("dialog", { name: VERSION_2["pt-br"].titulo });
  await expect(terms).toBeVisible();
  await expect(terms).toContainText("Versão 2");
  await expect(terms.getByRole("paragraph").filter({ hasText: /^As fotos enviadas/ })).toBeVisible();
  // Written in Markdown: a heading under the dialog's title, and bold text.
  await expect(terms.getByRole("heading", { level: 4, name: "Suas entregas" })).toBeVisible();
  await expect(terms.locator("strong")).toHaveText("enquanto a escola usar a plataforma");
  // The home is drawn behind the dialog but out of reach (inert) until she accepts.
  const home = page.getByRole("heading", { level: 1, name: "Pedagógico" });
  expect(await home.evaluate((heading) => heading.closest("[inert]") !== null)).toBe(true);
  await page.keyboard.press("Escape");
  await expect(terms).toBeVisible();
  await page.goto(tenantUrl("localhost", webPaths.account.build()));
  await expect(terms).toBeVisible();
  await page.goto(tenantUrl("localhost", webPaths.signedIn.build()));
  await shootEveryWay(
    page,
    "terms-publish/terms-modal",
    async (p) => {
      const language = await languageOf(p);
      await expect(p.getByRole("dialog", { name: VERSION_2[language].titulo })).toBeVisible();
    },
    { fullPage: false },
  );
  await terms.getByRole("button", { name: "Aceitar" }).click();
  await expect(terms).toHaveCount(0);
  await expect(home).toBeVisible();
  expect(await home.evaluate((heading) => heading.closest("[inert]") !== null)).toBe(false);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Pedagógico" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // The administration page now lists her acceptance of version 2.
  await signInAs(page, "admin");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.goto(tenantUrl("localhost", webPaths.termsAdmin.build()));
  const accepted = await showAcceptances(page, 2);
  await expect(accepted).toContainText("Ana Souza (1001)");
  await expect(accepted).toContainText("Marina Alves (admin)");
  await expect(page.getByText(/^Publicada em .+ · 2 de \d+ pessoas aceitaram$/)).toBeVisible();
  await shootEveryWay(page, "terms-publish/terms-admin-accepted", async (p) => {
    await showAcceptances(p, 2);
  });
});
