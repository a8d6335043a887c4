import { expect, test } from "@playwright/test";
import { webPaths } from "@trilha/contracts/web-paths";
import { expectNoAxeViolations, signIn, tenantUrl } from "./fixtures.ts";

// Next year's periods: this year's, which the gradebook specs read, stay the demo's default bimestres.
const year = new Date().getFullYear() + 1;

test("admin sets next year's bimestres on 'Períodos letivos', is told of a period out of order, and they stay", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await signIn(page, "admin");
  await expect(page).toHaveURL(/\/logado$/);
  await page.goto(tenantUrl("localhost", webPaths.tenantAdministration.build("trilha")));
  const section = page.getByRole("region", { name: "Períodos letivos" });
  await section.getByLabel("Ano letivo").selectOption(String(year));
  await expect(section.getByRole("group", { name: "1º bimestre" }).getByLabel("Início")).toHaveValue(
    `${year}-01-01`,
  );

  const dates = [
    [`${year}-02-02`, `${year}-04-17`],
    [`${year}-04-20`, `${year}-07-03`],
    [`${year}-07-27`, `${year}-09-30`],
    [`${year}-10-05`, `${year}-12-18`],
  ];
  // The second starting before the first ends is refused at once.
  await section.getByRole("group", { name: "2º bimestre" }).getByLabel("Início").fill(`${year}-03-01`);
  await section.getByRole("button", { name: "Salvar períodos" }).click();
  await expect(section.getByRole("alert")).toHaveText(
    "Cada período deve terminar depois de começar e começar depois do fim do anterior.",
  );
  for (const [index, [start, end]] of dates.entries()) {
    const period = section.getByRole("group", { name: `${index + 1}º bimestre` });
    await period.getByLabel("Início").fill(start as string);
    await period.getByLabel("Fim").fill(end as string);
  }
  await section.getByRole("button", { name: "Salvar períodos" }).click();
  await expect(section.getByRole("status").filter({ hasText: `Períodos de ${year} salvos.` })).toBeVisible();
  await expect(section.getByText("Datas definidas por esta plataforma.")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.reload();
  await section.getByLabel("Ano letivo").selectOption(String(year));
  await expect(section.getByRole("group", { name: "3º bimestre" }).getByLabel("Início")).toHaveValue(
    `${year}-07-27`,
  );
  await page.setViewportSize({ width: 360, height: 740 });
  await section.scrollIntoViewIfNeeded();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});
