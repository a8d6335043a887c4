import { expect, type Page, test } from "@playwright/test";
import { webPaths } from "@trilha/contracts/web-paths";
import { expectNoAxeViolations, keepShot, signIn, tenantUrl } from "./fixtures.ts";

/** Every role's first screen is its work (issue 24): on the phone most of them use. */
test.use({ viewport: { width: 360, height: 740 } });

async function home(page: Page, usuario: string): Promise<void> {
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await signIn(page, usuario);
  await expect(page).toHaveURL(/\/logado$/);
}

test("a teacher's home puts what needs grading first, with who delivered, then her classes", async ({
  page,
}) => {
  await home(page, "professor");
  const toGrade = page.getByRole("region", { name: "Para corrigir" });
  const first = toGrade.getByRole("listitem").first();
  await expect(first).toContainText(/\d+ de \d+ (entregou|entregaram)/);
  const classes = page.getByRole("region", { name: "Suas turmas" });
  await expect(classes.getByRole("link", { name: "7º ano A" })).toBeVisible();
  await expect(classes.getByRole("listitem").first()).toContainText(/\d+ alunos/);
  // Nothing of a student's list: a teacher has no contents of her own to do.
  await expect(page.getByRole("heading", { name: "Conteúdos", level: 2 })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await keepShot(page, "role-home/professor-360", { fullPage: true });

  const title = (await first.getByRole("heading", { level: 3 }).textContent()) ?? "";
  await first.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(/\/logado\/turmas\/\d+/);
});

test("a guardian finds his students; a manager's network sections stay on a phone's screen without the menu", async ({
  page,
}) => {
  await home(page, "responsavel");
  const children = page.getByRole("region", { name: "Seus estudantes" });
  await expect(children.getByRole("link", { name: "Ana Souza" })).toBeVisible();
  await expect(children.getByRole("link", { name: "Lucas Souza" })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Suas redes" }).getByRole("link", { name: "Conselho Escolar" }).first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await keepShot(page, "role-home/responsavel-360", { fullPage: true });

  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await home(page, "gestor");
  const networks = page.getByRole("region", { name: "Suas redes" });
  const leste = networks.getByRole("list", { name: "Rede Leste" });
  await expect(leste.getByRole("link")).toHaveText(["Painel", "Gestão", "Relatórios"]);
  await expectNoAxeViolations(page);
  await leste.getByRole("link", { name: "Gestão" }).click();
  await expect(page).toHaveURL(/\/logado\/redes\/rede\/\d+\/gestao$/);
  // The header's menu is folded on a phone; the area's sections are still one tap away above the page.
  const sections = page.getByRole("navigation", { name: "Seções" });
  await expect(sections.getByRole("link", { name: "Gestão" })).toHaveAttribute("aria-current", "page");
  await sections.getByRole("link", { name: "Relatórios" }).click();
  await expect(page).toHaveURL(/\/relatorios$/);
  await expect(sections.getByRole("link", { name: "Relatórios" })).toHaveAttribute("aria-current", "page");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  await keepShot(page, "role-home/gestor-relatorios-360");
});

test("a platform administrator's home is the platform's administration", async ({ page }) => {
  await home(page, "admin");
  const administration = page.getByRole("region", { name: "Administração de Trilha" });
  await expect(administration.getByRole("link", { name: "Plataformas" })).toBeVisible();
  await administration.getByRole("link", { name: "Auditoria" }).click();
  await expect(page).toHaveURL(/\/logado\/administracao\/auditoria$/);
});
