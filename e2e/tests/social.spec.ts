import { expect, type Page, test } from "@playwright/test";
import { webPaths } from "@trilha/contracts/web-paths";
import { expectNoAxeViolations, keepShot, signIn, tenantUrl } from "./fixtures.ts";

test("the social buttons show on the principal tenant only, after an 'OU' divider", async ({ page }) => {
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await expect(page.getByText("OU", { exact: true })).toBeVisible();
  for (const provider of ["Microsoft", "Google", "Apple"]) {
    await expect(page.getByRole("button", { name: `Entrar com ${provider}` })).toBeVisible();
  }
  // No provider script is loaded before someone picks one: every script is the platform's own.
  const scripts = await page
    .locator("script[src]")
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).src));
  const origin = new URL(page.url()).origin;
  expect(scripts.filter((src) => new URL(src).origin !== origin)).toEqual([]);

  await page.goto(tenantUrl("escola-azul.localhost", webPaths.login.build()));
  await expect(page.getByRole("button", { name: "Acessar" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Entrar com/ })).toHaveCount(0);
  await expect(page.getByText("OU", { exact: true })).toHaveCount(0);
});

/** Ends the session in this browser, as another person at the same computer would find it. */
async function leave(page: Page) {
  await page.evaluate(() => {
    window.localStorage.clear();
    window.localStorage.setItem("read-privacy", "1");
  });
}

/** The main platform's administration (its data and its Cadastros), as its administrator. */
async function asAdministrator(page: Page) {
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await signIn(page, "admin");
  await expect(page).toHaveURL(/\/logado$/);
  await page.goto(tenantUrl("localhost", webPaths.tenantAdministration.build("trilha")));
  await expect(page.getByRole("heading", { level: 2, name: "Dados da plataforma" })).toBeVisible();
}

/** 'Cadastro pelo login social' of the main platform, switched and saved from its editor. */
async function switchSocialSignup(page: Page, on: boolean) {
  const toggle = page.getByRole("checkbox", { name: "Cadastro pelo login social" });
  await expect(toggle).toBeChecked({ checked: !on });
  await toggle.setChecked(on);
  await page.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(page.getByText("Alterações salvas.")).toBeVisible();
  await expect(toggle).toBeChecked({ checked: on });
}

/** The demo school's classes of this year in Cadastros. */
async function demoClasses(page: Page) {
  await page
    .getByRole("row", { name: /Colégio Trilha/ })
    .getByRole("button", { name: /^Turmas/ })
    .click();
  await expect(page.getByRole("table", { name: /^Turmas de/ })).toBeVisible();
}

async function socialSignIn(page: Page, nome: string, email: string) {
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await page.getByRole("button", { name: "Entrar com Google" }).click();
  const provider = page.getByRole("dialog", { name: "Entrar com Google" });
  await provider.getByLabel("Nome").fill(nome);
  await provider.getByLabel("E-mail").fill(email);
  await provider.getByRole("button", { name: "Continuar" }).click();
}

test("with 'Cadastro pelo login social' off, a new e-mail is refused and nothing is created", async ({
  page,
}) => {
  await socialSignIn(page, "Pessoa Nova", "pessoa.nova@exemplo.example");
  await expect(page.getByRole("alert")).toHaveText(
    "Não encontramos uma conta com este e-mail nesta plataforma. Peça à sua escola para cadastrar seu e-mail.",
  );
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
  await expectNoAxeViolations(page);
});

test("a new person signs in with the local Google provider, confirms with 'Prosseguir', joins a class by its code, and returns linked", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The administrator switches sign-up on, and makes a class with a code for it (both undone at the end).
  await asAdministrator(page);
  await switchSocialSignup(page, true);
  await demoClasses(page);
  await page.getByRole("button", { name: "Nova turma" }).click();
  const classForm = page.getByRole("form", { name: "Nova turma" });
  await classForm.getByRole("textbox", { name: "Nome" }).fill("Turma do código");
  await classForm.getByRole("button", { name: "Salvar" }).click();
  const classRow = page.getByRole("row", { name: /Turma do código/ });
  await expect(classRow).toContainText("Nenhum");
  await classRow.getByRole("button", { name: /^Gerar código/ }).click();
  await expect(page.getByText("Novo código gerado. O código anterior não funciona mais.")).toBeVisible();
  const shownCode = classRow.locator("code");
  await expect(shownCode).toHaveText(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  const code = (await shownCode.textContent()) ?? "";
  await expectNoAxeViolations(page);
  await leave(page);

  await socialSignIn(page, "Helena Prado", "helena.prado@exemplo.example");
  const confirmation = page.getByRole("alertdialog", { name: "Criar conta" });
  await expect(confirmation).toContainText("Vamos criar uma conta com o usuário helena.prado.");
  await expect(confirmation).toContainText(
    "Depois, informe o código da escola ou da turma que você recebeu.",
  );
  await expect(confirmation.getByLabel("Senha")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await confirmation.getByRole("button", { name: "Prosseguir" }).click();
  await expect(page).toHaveURL(/\/logado$/);
  await expect(page.getByRole("heading", { level: 1, name: "Pedagógico" })).toBeVisible();
  // A new account accepts the terms of use first, as every account does.
  await page.getByRole("dialog", { name: "Termos de uso" }).getByRole("button", { name: "Aceitar" }).click();
  await expect(page.getByRole("dialog", { name: "Termos de uso" })).toHaveCount(0);

  // No school yet: the home asks for a code instead of the learning pages.
  const form = page.getByRole("form", { name: "Entre na sua escola" });
  await expect(form).toBeVisible();
  await expect(page.getByRole("heading", { name: "Conteúdos" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Turmas" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  for (const [language, heading] of [
    ["pt-br", "Entre na sua escola"],
    ["es-es", "Únase a su escuela"],
  ] as const) {
    await page.evaluate((value) => window.localStorage.setItem("idioma", value), language);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.reload();
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `the code form scrolls sideways at 360 px in ${language}`).toBeLessThanOrEqual(0);
    await keepShot(page, `social/join-code-${language}-360`, { fullPage: true });
  }
  await page.evaluate(() => window.localStorage.setItem("idioma", "pt-br"));
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.reload();

  await form.getByLabel("Código da escola ou da turma").fill("AAAA-AAAA");
  await form.getByRole("button", { name: "Entrar" }).click();
  await expect(form.getByRole("alert")).toHaveText(
    "Código incorreto. Confira o código com sua escola ou seu professor e tente novamente.",
  );
  await expectNoAxeViolations(page);
  await form.getByLabel("Código da escola ou da turma").fill(code.toLowerCase());
  await form.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Conteúdos" })).toBeVisible();
  await expect(page.getByText("Pronto! Você entrou na turma.")).toBeVisible();
  await page.getByRole("link", { name: "Turmas" }).click();
  await expect(page.getByRole("link", { name: "Turma do código" })).toBeVisible();

  // The same identity signs straight in the next time, no confirmation and no code.
  await leave(page);
  await socialSignIn(page, "Helena Prado", "helena.prado@exemplo.example");
  await expect(page).toHaveURL(/\/logado$/);
  await expect(page.getByRole("heading", { level: 2, name: "Conteúdos" })).toBeVisible();
  await leave(page);

  // As the demo was: the class archived, sign-up off again.
  await asAdministrator(page);
  await switchSocialSignup(page, false);
  await demoClasses(page);
  const madeRow = page.getByRole("row", { name: /Turma do código/ });
  await expect(madeRow).toContainText(/\b1 alunos?,/);
  await madeRow.getByRole("button", { name: /^Arquivar/ }).click();
  await page
    .getByRole("alertdialog", { name: "Arquivar Turma do código?" })
    .getByRole("button", { name: "Arquivar" })
    .click();
  await expect(page.getByRole("row", { name: /Turma do código/ })).toHaveCount(0);
  await leave(page);
});

test("a Microsoft identity with a known e-mail is linked to that account only with its password", async ({
  page,
}) => {
  const typeIdentity = async () => {
    await page.goto(tenantUrl("localhost", webPaths.login.build()));
    await page.getByRole("button", { name: "Entrar com Microsoft" }).click();
    const provider = page.getByRole("dialog", { name: "Entrar com Microsoft" });
    await provider.getByLabel("Nome").fill("Paulo M.");
    await provider.getByLabel("E-mail").fill("professor@trilha.example");
    await provider.getByRole("button", { name: "Continuar" }).click();
  };
  await typeIdentity();
  const confirmation = page.getByRole("alertdialog", { name: "Vincular conta" });
  await expect(confirmation).toContainText("vinculada à conta do usuário professor");
  await expect(confirmation).not.toContainText("Paulo Mendes");
  await expectNoAxeViolations(page);
  await confirmation.getByLabel("Senha").fill("nao-e-esta");
  await confirmation.getByRole("button", { name: "Prosseguir" }).click();
  await expect(confirmation.getByRole("alert")).toHaveText("Senha incorreta.");
  await expectNoAxeViolations(page);
  await confirmation.getByLabel("Senha").fill("aprender2026");
  await confirmation.getByRole("button", { name: "Prosseguir" }).click();
  await expect(page).toHaveURL(/\/logado$/);
  await expect(page.getByRole("link", { name: "Gerenciar" })).toBeVisible();

  // The local provider signs whatever e-mail is typed: its identity asks for the password every time.
  await page.evaluate(() => window.localStorage.clear());
  await typeIdentity();
  const again = page.getByRole("alertdialog", { name: "Confirme que é você" });
  await expect(again.getByLabel("Senha")).toBeVisible();
  await again.getByRole("button", { name: "Cancelar" }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
});

test("closing the local provider leaves the login page as it was", async ({ page }) => {
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await page.getByRole("button", { name: "Entrar com Apple" }).click();
  await expect(page.getByRole("dialog", { name: "Entrar com Apple" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await signIn(page, "1001");
  await expect(page).toHaveURL(/\/logado$/);
});
