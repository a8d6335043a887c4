import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { webPaths } from "@trilha/contracts/web-paths";
import Database from "better-sqlite3";
import { siteDataDir } from "../site.ts";
import { expectNoAxeViolations, keepShot, signIn, tenantUrl } from "./fixtures.ts";

const MAINTENANCE = "Manutenção programada: a plataforma ficará indisponível no domingo, das 2h às 6h.";
const WELCOME = "Boas-vindas à Trilha! Seus conteúdos estão em Pedagógico.";

async function signInAs(page: Page, usuario: string) {
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await signIn(page, usuario);
  await expect(page).toHaveURL(tenantUrl("localhost", webPaths.signedIn.build()));
}

function banner(page: Page, text: string) {
  return page.getByRole("region", { name: "Avisos" }).getByRole("listitem").filter({ hasText: text });
}

test("a notice appears after loading, is dismissed and stays gone after a reload; the new-user one comes back", async ({
  page,
}) => {
  await signInAs(page, "1001");
  await expect(banner(page, MAINTENANCE)).toBeVisible();
  await expect(banner(page, MAINTENANCE)).toContainText("Advertência");
  await expect(banner(page, WELCOME)).toBeVisible();
  // Targeted to Ana, with no link text: '…' and the URL's last 25 characters.
  await expect(banner(page, "relatório de desempenho").getByRole("link")).toHaveText(
    "…s/relatorio-de-desempenho",
  );
  // Expired, and limited to another route: not here.
  await expect(page.getByText("Responda à pesquisa de satisfação do semestre.")).toHaveCount(0);
  await expect(page.getByText("Colégio Trilha: a reunião de pais", { exact: false })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await keepShot(page, "notices/notices-pt-br", { fullPage: true });
  // Forced colours (Windows high contrast): the border, icon shape and type label still tell the types apart.
  await page.emulateMedia({ forcedColors: "active" });
  await keepShot(page, "notices/notices-pt-br-forced-colors", { fullPage: true });
  await page.emulateMedia({ forcedColors: "none" });

  await banner(page, MAINTENANCE).getByRole("button", { name: "Dispensar aviso" }).click();
  await expect(banner(page, MAINTENANCE)).toHaveCount(0);
  await banner(page, WELCOME).getByRole("button", { name: "Dispensar aviso" }).click();
  await expect(banner(page, WELCOME)).toHaveCount(0);
  const read = await page.evaluate(() => JSON.parse(window.localStorage.getItem("msgLidas") ?? "[]"));
  expect(read.map((record: { id: string }) => record.id)).toEqual(["manutencao-programada"]);

  await page.reload();
  await expect(banner(page, WELCOME)).toBeVisible();
  await expect(banner(page, MAINTENANCE)).toHaveCount(0);
});

test("a route-limited notice shows on its route only", async ({ page }) => {
  await signInAs(page, "1001");
  await expect(banner(page, WELCOME)).toBeVisible();
  await expect(page.getByText("Lembrete: confira as atividades pendentes das suas turmas.")).toHaveCount(0);
  await page.goto(tenantUrl("localhost", webPaths.classes.build()));
  await expect(banner(page, "Lembrete: confira as atividades pendentes das suas turmas.")).toContainText(
    "Lembrete",
  );
});

test("the banners in English", async ({ page }) => {
  await signInAs(page, "1001");
  await page.evaluate(() => window.localStorage.setItem("idioma", "en-us"));
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", /^en-us$/i);
  const region = page.getByRole("region", { name: "Notices" });
  await expect(region.getByRole("button", { name: "Dismiss notice" }).first()).toBeVisible();
  await expect(region.getByText("Warning")).toBeVisible();
  await expectNoAxeViolations(page);
  await keepShot(page, "notices/notices-en-us", { fullPage: true });
});

test.describe("announcements", () => {
  // The spec's own announcements are past their deadlines; these two are added to the demo database for this
  // test only, then removed, so no other test meets them.
  const keys = ["e2e-painel", "e2e-live"];
  const database = () => new Database(path.join(siteDataDir, "trilha.sqlite"));

  test.beforeAll(() => {
    const db = database();
    const tenant = db.prepare("select id from tenants where slug = 'trilha'").get() as { id: number };
    const insert = db.prepare(
      `insert into announcements (scope, chave, tipo, titulo, texto, midia_url, legenda_url, link_url, link_texto,
       prazo, publico, created_at) values (?, ?, ?, ?, ?, null, null, ?, null, ?, ?, ?)`,
    );
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const scope = `tenant:${tenant.id}`;
    insert.run(
      scope,
      "e2e-live",
      "invitation",
      "Convite: live de lançamento",
      "Participe da live.",
      null,
      inDays(5),
      "staff",
      inDays(0),
    );
    insert.run(
      scope,
      "e2e-painel",
      "video",
      "Conheça o novo painel do estudante",
      "Veja o novo painel.",
      webPaths.signedIn.build(),
      inDays(9),
      "all",
      inDays(0),
    );
    db.close();
  });

  test.afterAll(() => {
    const db = database();
    db.prepare(`delete from announcements where chave in (${keys.map(() => "?").join(", ")})`).run(...keys);
    db.close();
  });

  test("a student gets the panel video once; the live invitation is for staff", async ({ page }) => {
    // In no class and no network (spec §6: a member of an adm or pro class counts as staff for the live).
    await signInAs(page, "meuemail");
    const modal = page.getByRole("dialog", { name: "Conheça o novo painel do estudante" });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole("link", { name: "Assistir ao vídeo" })).toBeVisible();
    await expectNoAxeViolations(page);
    await keepShot(page, "notices/announcement-pt-br");
    await modal.getByRole("button", { name: "Entendi" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.reload();
    await expect(banner(page, WELCOME)).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("a network manager gets the invitation, then the video, one at a time", async ({ page }) => {
    await signInAs(page, "gestor");
    const live = page.getByRole("dialog", { name: "Convite: live de lançamento" });
    await expect(live).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(1);
    await expectNoAxeViolations(page);
    await live.getByRole("button", { name: "Entendi" }).click();
    await expect(page.getByRole("dialog", { name: "Conheça o novo painel do estudante" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(1);
  });
});
