import { expect, type Page, test } from "@playwright/test";
import { webPaths } from "@trilha/contracts/web-paths";
import { expectNoAxeViolations, keepShot, signIn, tenantUrl } from "./fixtures.ts";

const LANGUAGES = ["pt-br", "en-us", "es-es"] as const;
const WIDTHS = [360, 1280] as const;

/** The page in every language and width, each checked by axe (and shot, when asked). */
async function checkEveryWay(
  page: Page,
  name: string,
  prepare: (page: Page) => Promise<void>,
  languages: readonly (typeof LANGUAGES)[number][] = LANGUAGES,
) {
  for (const language of languages) {
    await page.evaluate((value) => window.localStorage.setItem("idioma", value), language);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await prepare(page);
      await expectNoAxeViolations(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} scrolls sideways at ${width} px in ${language}`).toBeLessThanOrEqual(0);
      await keepShot(page, `registrations/${name}-${language}-${width}`, { fullPage: true });
    }
  }
  await page.evaluate(() => window.localStorage.setItem("idioma", "pt-br"));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
}

test("admin registers a school, a class, a teacher and a student by hand; the class's password sheet signs the student in, who must choose a new password", async ({
  page,
}) => {
  test.setTimeout(600_000);
  const mark = Date.now().toString(36);
  const schoolName = `Escola Ipê ${mark}`;
  const ra = `7${Date.now().toString().slice(-7)}`;
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await signIn(page, "admin");
  await expect(page).toHaveURL(/\/logado$/);
  await page.goto(tenantUrl("localhost", webPaths.tenantAdministration.build("trilha")));
  await expect(page.getByRole("table", { name: "Escolas cadastradas" })).toBeVisible();
  await expect(page.getByText("Os cadastros desta plataforma ainda não estão disponíveis aqui.")).toHaveCount(
    0,
  );
  await checkEveryWay(page, "registrations-schools", async (p) => {
    await expect(p.getByRole("table")).not.toHaveCount(0);
  });

  // A school in Rede Norte.
  await page.getByRole("button", { name: "Nova escola" }).click();
  const schoolForm = page.getByRole("form", { name: "Nova escola" });
  await schoolForm.getByRole("textbox", { name: "Nome" }).fill(schoolName);
  await schoolForm.getByRole("textbox", { name: "Código INEP" }).fill("1234");
  await schoolForm.getByRole("checkbox", { name: "Rede Norte" }).check();
  await schoolForm.getByRole("button", { name: "Salvar" }).click();
  await expect(schoolForm.getByText("O código INEP tem 8 dígitos.")).toBeVisible();
  await schoolForm.getByRole("textbox", { name: "Código INEP" }).fill("35999999");
  await schoolForm.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Cadastro salvo.")).toBeVisible();
  await page.getByRole("searchbox", { name: /Buscar escola/ }).fill(mark);
  await page.getByRole("search").getByRole("button", { name: "Buscar" }).click();
  const schoolRow = page.getByRole("row", { name: new RegExp(schoolName) });
  await expect(schoolRow).toBeVisible();

  // A class of this year.
  await schoolRow.getByRole("button", { name: "Turmas" }).click();
  await page.getByRole("button", { name: "Nova turma" }).click();
  const classForm = page.getByRole("form", { name: "Nova turma" });
  await classForm.getByRole("textbox", { name: "Nome" }).fill("6º ano A");
  await classForm.getByRole("textbox", { name: /Série/ }).fill("6º ano");
  await classForm.getByRole("combobox", { name: "Turno" }).selectOption("morning");
  await classForm.getByRole("button", { name: "Salvar" }).click();
  const classRow = page.getByRole("row", { name: /6º ano A/ });
  await expect(classRow).toBeVisible();
  await checkEveryWay(
    page,
    "registrations-classes",
    async (p) => {
      await p.getByRole("searchbox", { name: /Buscar escola|Search schools|Buscar escuela/ }).fill(mark);
      await p
        .getByRole("search")
        .getByRole("button", { name: /^(Buscar|Search)$/ })
        .click();
      await p
        .getByRole("row", { name: new RegExp(schoolName) })
        .getByRole("button")
        .first()
        .click();
      await expect(p.getByRole("row", { name: /6º ano A/ })).toBeVisible();
    },
    ["pt-br", "es-es"],
  );
  await page.getByRole("searchbox", { name: /Buscar escola/ }).fill(mark);
  await page.getByRole("search").getByRole("button", { name: "Buscar" }).click();
  await page
    .getByRole("row", { name: new RegExp(schoolName) })
    .getByRole("button", { name: "Turmas" })
    .click();

  // A teacher and a student, in the class.
  await page
    .getByRole("row", { name: /6º ano A/ })
    .getByRole("button", { name: /^Pessoas/ })
    .click();
  const person = async (kind: string, name: string, login: string) => {
    await page.getByRole("button", { name: "Nova pessoa" }).click();
    const form = page.getByRole("form", { name: "Nova pessoa" });
    await form.getByRole("combobox", { name: "Tipo" }).selectOption({ label: kind });
    await form.getByRole("textbox", { name: "Nome" }).fill(name);
    await form.getByRole("textbox", { name: /RA|Login/ }).fill(login);
    await form.getByRole("checkbox", { name: /Colocar na turma/ }).check();
    await form.getByRole("button", { name: "Salvar" }).click();
    await expect(page.getByText(/Senha temporária de/)).toBeVisible();
  };
  await person("Professor", `Paula Prof ${mark}`, `paula-${mark}`);
  await person("Aluno", `Ivo Aluno ${mark}`, `00${ra}`);
  await expect(page.getByRole("row", { name: new RegExp(`Ivo Aluno ${mark}`) })).toContainText(ra);
  await checkEveryWay(
    page,
    "registrations-people",
    async (p) => {
      await p
        .getByRole("navigation", { name: /Cadastros|Registrations|Registros/ })
        .getByRole("button", { name: /^(Pessoas|People|Personas)$/ })
        .click();
      await p.getByRole("searchbox", { name: /Buscar por nome|Search by name/ }).fill(mark);
      await p
        .getByRole("search")
        .getByRole("button", { name: /^(Buscar|Search)$/ })
        .click();
      await expect(p.getByRole("row", { name: new RegExp(`Ivo Aluno ${mark}`) })).toBeVisible();
    },
    ["pt-br", "en-us"],
  );

  // The class's password sheet.
  await page.getByRole("searchbox", { name: /Buscar escola/ }).fill(mark);
  await page.getByRole("search").getByRole("button", { name: "Buscar" }).click();
  await page
    .getByRole("row", { name: new RegExp(schoolName) })
    .getByRole("button", { name: "Turmas" })
    .click();
  await page
    .getByRole("row", { name: /6º ano A/ })
    .getByRole("button", { name: /Folha de senhas/ })
    .click();
  await expectNoAxeViolations(page);
  await page
    .getByRole("alertdialog", { name: "Gerar a folha de senhas de 6º ano A?" })
    .getByRole("button", { name: "Gerar folha de senhas" })
    .click();
  const sheet = page.getByRole("region", { name: "Senhas da turma 6º ano A" });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole("button", { name: "Imprimir" })).toBeVisible();
  await expectNoAxeViolations(page);
  const studentRow = sheet.getByRole("row", { name: new RegExp(`Ivo Aluno ${mark}`) });
  const password = (await studentRow.locator("code").last().textContent())?.trim() ?? "";
  expect(password).toMatch(/^[a-hjkmnp-z2-9]{8}$/);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Imprimir" })).toBeHidden();
  await page.emulateMedia({ media: "screen" });

  // The student signs in with it (leading zeros or not) and must choose a new password first.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await signIn(page, `0${ra}`, password);
  // A new account accepts the terms of use first, then owes its new password.
  const terms = page.getByRole("dialog", { name: "Termos de uso" });
  await terms.getByRole("button", { name: "Aceitar" }).click();
  const dialog = page.getByRole("dialog", { name: "Atualizar senha" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Nova senha", { exact: true }).fill("Trevo-verde-77");
  await dialog.getByLabel("Confirmar nova senha").fill("Trevo-verde-77");
  await dialog.getByRole("button", { name: "Atualizar senha" }).click();
  await expect(dialog).toContainText("Senha atualizada com sucesso.");

  // What this test made leaves the active lists: the school deactivated, the class archived, people deactivated.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await signIn(page, "admin");
  await expect(page).toHaveURL(/\/logado$/);
  await page.goto(tenantUrl("localhost", webPaths.tenantAdministration.build("trilha")));
  await page.getByRole("searchbox", { name: /Buscar escola/ }).fill(mark);
  await page.getByRole("search").getByRole("button", { name: "Buscar" }).click();
  await page
    .getByRole("row", { name: new RegExp(schoolName) })
    .getByRole("button", { name: /^Pessoas/ })
    .click();
  for (const name of [`Ivo Aluno ${mark}`, `Paula Prof ${mark}`]) {
    await page
      .getByRole("row", { name: new RegExp(name) })
      .getByRole("button", { name: /^Desativar/ })
      .click();
    await page
      .getByRole("alertdialog", { name: `Desativar ${name}?` })
      .getByRole("button", { name: "Desativar" })
      .click();
    await expect(page.getByRole("row", { name: new RegExp(name) })).toHaveCount(0);
  }
  await page.getByRole("navigation", { name: "Cadastros" }).getByRole("button", { name: "Turmas" }).click();
  await page
    .getByRole("row", { name: /6º ano A/ })
    .getByRole("button", { name: /^Arquivar/ })
    .click();
  await page
    .getByRole("alertdialog", { name: "Arquivar 6º ano A?" })
    .getByRole("button", { name: "Arquivar" })
    .click();
  await expect(page.getByRole("row", { name: /6º ano A/ })).toHaveCount(0);
  await page.getByRole("navigation", { name: "Cadastros" }).getByRole("button", { name: "Escolas" }).click();
  await page.getByRole("searchbox", { name: /Buscar escola/ }).fill(mark);
  await page.getByRole("search").getByRole("button", { name: "Buscar" }).click();
  await page
    .getByRole("row", { name: new RegExp(schoolName) })
    .getByRole("button", { name: /^Desativar/ })
    .click();
  await page
    .getByRole("alertdialog", { name: `Desativar ${schoolName}?` })
    .getByRole("button", { name: "Desativar" })
    .click();
  await expect(page.getByRole("row", { name: new RegExp(schoolName) })).toHaveCount(0);
});

test("gestor sees Rede Norte's school in its Gestão, and not the networks of the platform", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await signIn(page, "gestor");
  await expect(page).toHaveURL(/\/logado$/);
  await page.goto(tenantUrl("localhost", webPaths.networkManagement.build("rede-norte")));
  await expect(page.getByText("Ainda não há dados para exibir.")).toHaveCount(0);
  await expect(page.getByRole("row", { name: /Colégio Trilha/ })).toBeVisible();
  const sections = page.getByRole("navigation", { name: "Cadastros" });
  await expect(sections.getByRole("button", { name: "Escolas" })).toBeVisible();
  await expect(sections.getByRole("button", { name: "Redes" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.goto(tenantUrl("localhost", webPaths.networkManagement.build("rede-leste")));
  await expect(page.getByText("Nenhuma escola encontrada.")).toBeVisible();
});
