import { expect, type Page, test } from "@playwright/test";
import { paletteProblems } from "@trilha/contracts/rules/palette-contrast";
import { webPaths } from "@trilha/contracts/web-paths";
import { catalogues } from "@trilha/i18n/translate";
import { expectNoAxeViolations, readOutbox, shootEveryWay, signIn, tenantUrl } from "./fixtures.ts";

// Each test changes only a platform it creates itself (a new slug and domain every run): the demo's platforms,
// people and settings stay as they were for the specs after this one.

/** A 120 × 40 PNG: a wine square and a dark bar on yellow. */
const LOGO_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAHgAAAAoCAMAAAACNM4XAAAACVBMVEWKHDwiIiL/yAByKl4UAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAWUlEQVRYhe3TMQoAMQwDQcX/f/Q1IkUg1Rml8E6VbkE4qkdEOEWx0oFwfmpdEO6i/WBqez71alKExdTGcf1VfCddzD2ubtoPwta+sQ2eOk3xohGOUS5Vw8MfscEdofCMsEcAAAAASUVORK5CYII=",
  "base64",
);

/** Light orange under white text: both the text on the header and the links on the page fail AA. */
const FAILING = { primaria: "#f0a500", texto: "#ffffff" };

/** The catalogue of the language the page is in now (shootEveryWay switches it between views). */
async function catalogueOf(page: Page) {
  const language = await page.evaluate(() => window.localStorage.getItem("idioma") ?? "pt-br");
  return catalogues[language as keyof typeof catalogues] ?? catalogues["pt-br"];
}

async function signInAsAdmin(page: Page) {
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await signIn(page, "admin");
  await expect(page).toHaveURL(/\/logado$/);
}

/**
 * A platform of the test's own, made through 'Nova plataforma' (a new slug and domain each run), so what the test
 * changes never touches the demo's; ends on its editor.
 */
async function createPlatform(page: Page, nome: string, prefix: string) {
  const slug = `${prefix}-${Date.now().toString(36)}`;
  const host = `${slug}.localhost`;
  await page.goto(tenantUrl("localhost", webPaths.administration.build()));
  await page.getByRole("button", { name: "Nova plataforma" }).click();
  await page.getByRole("textbox", { name: "Nome" }).fill(nome);
  await page.getByRole("textbox", { name: "Descrição" }).fill("Aprender com calma");
  await page.getByRole("textbox", { name: "Identificador (slug)" }).fill(slug);
  await page.getByRole("textbox", { name: "Domínio", exact: true }).fill(host);
  await page.getByRole("button", { name: "Criar plataforma" }).click();
  await expect(page).toHaveURL(new RegExp(`${webPaths.tenantAdministration.build(slug)}$`));
  await expect(page.getByRole("textbox", { name: "Domínio", exact: true })).toHaveValue(host);
  return { slug, host };
}

test("admin creates a platform with its own domain, palette and logo, and its sign-in page shows them", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const slug = `horizonte-${Date.now().toString(36)}`;
  const host = `${slug}.localhost`;
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await signIn(page, "admin");
  await expect(page).toHaveURL(/\/logado$/);

  await page.goto(tenantUrl("localhost", webPaths.administration.build()));
  await shootEveryWay(page, "platform-admin/administration", async (p) => {
    await p.getByRole("button", { name: (await catalogueOf(p)).tenants.newPlatform }).click();
  });
  await page.getByRole("button", { name: "Nova plataforma" }).click();
  await page.getByRole("textbox", { name: "Nome" }).fill("Escola Horizonte");
  await page.getByRole("textbox", { name: "Descrição" }).fill("Aprender olhando longe");
  await page.getByRole("textbox", { name: "Identificador (slug)" }).fill(slug);
  await page.getByRole("textbox", { name: "Domínio", exact: true }).fill(host);
  await page.getByRole("radio", { name: "Vinho" }).check();
  await expect(page.getByRole("figure", { name: "Pré-visualização da página de acesso" })).toContainText(
    "Escola Horizonte",
  );
  await page.getByRole("button", { name: "Criar plataforma" }).click();
  await expect(page).toHaveURL(new RegExp(`${webPaths.tenantAdministration.build(slug)}$`));
  await expect(page.getByRole("heading", { level: 2, name: "Dados da plataforma" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Domínio", exact: true })).toHaveValue(host);

  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: LOGO_PNG });
  await expect(page.getByText("Logotipo atualizado.")).toBeVisible();
  await expect(page.getByRole("img", { name: "Logotipo de Escola Horizonte" })).toBeVisible();
  await shootEveryWay(page, "platform-admin/editor");

  // Switching it off asks first; cancelled, nothing changes.
  await page.getByRole("radio", { name: "Desativada" }).check();
  await page.getByRole("button", { name: "Salvar alterações" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Desativar a plataforma?" });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: "Cancelar" }).click();
  await page.getByRole("radio", { name: "Ativa", exact: true }).check();

  await page.goto(tenantUrl("localhost", webPaths.tenantPlatforms.build(slug)));
  await expect(
    page.getByRole("heading", { level: 2, name: "Administradores de Escola Horizonte" }),
  ).toBeVisible();
  await shootEveryWay(page, "platform-admin/administrators");

  // The new platform's own host: its name, logo and colours on the sign-in page.
  await page.goto(tenantUrl(host, webPaths.login.build()));
  await expect(page.locator("html")).toHaveAttribute("data-palette", "vinho");
  await expect(page.getByRole("link", { name: "Escola Horizonte" })).toBeVisible();
  const logo = page.getByRole("img", { name: "Escola Horizonte" });
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(120);
  const header = page.locator(".site-header");
  await expect(header).toHaveCSS("background-color", "rgb(138, 28, 60)");
  await expect(page).toHaveTitle(/Escola Horizonte/);
  await shootEveryWay(page, "platform-admin/new-platform-login");
});

test("admin sets a custom palette: colours that fail contrast are refused with their ratio, passing ones are saved", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  const { host } = await createPlatform(page, "Escola Aurora", "aurora");

  const failing = async (p: Page) => {
    const t = (await catalogueOf(p)).tenants;
    await p.getByRole("radio", { name: t.palettes.personalizada }).check();
    await p.getByLabel(t.editor.colourPrimary).fill(FAILING.primaria);
    await p.getByLabel(t.editor.colourText).fill(FAILING.texto);
    await p.getByRole("button", { name: t.editor.save }).click();
    await expect(p.getByText(t.editor.fixFields)).toBeVisible();
  };
  await failing(page);
  await expect(page.getByLabel("Cor do texto sobre a cor principal")).toHaveAttribute("aria-invalid", "true");
  // The ratios the shared rule measures, written as pt-br writes decimals.
  const ratio = (code: string) =>
    paletteProblems(FAILING)
      .find((problem) => problem.code === code)
      ?.ratio?.replace(".", ",");
  await expect(
    page.getByText(
      `O texto sobre a cor principal tem contraste de ${ratio("textContrast")}:1, abaixo do mínimo de 4,5:1 (WCAG AA).`,
      { exact: false },
    ),
  ).toBeVisible();
  await expect(
    page.getByText(
      `Os links na cor principal têm contraste de ${ratio("linkContrast")}:1 com o fundo da página, abaixo do mínimo de 4,5:1 (WCAG AA).`,
      { exact: false },
    ),
  ).toBeVisible();
  await expect(page.getByText("Não atende ao nível AA.")).toHaveCount(2);
  await shootEveryWay(page, "platform-admin/palette-refused", failing);

  // The editor's form was reloaded: nothing of the refused palette was saved.
  await expect(page.getByRole("radio", { name: "Padrão (verde-petróleo)" })).toBeChecked();
  await page.getByRole("radio", { name: "Personalizada" }).check();
  await page.getByLabel("Cor principal (cabeçalho, botões e links)").fill("#1d4e89");
  await page.getByLabel("Cor do texto sobre a cor principal").fill("#ffffff");
  await expect(page.getByText("Atende ao nível AA.")).toHaveCount(2);
  await page.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(page.getByText("Alterações salvas.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("radio", { name: "Personalizada" })).toBeChecked();
  await expect(page.getByLabel("Cor principal (cabeçalho, botões e links)")).toHaveValue("#1d4e89");
  await shootEveryWay(page, "platform-admin/palette-saved");

  // The platform's own sign-in page is drawn in it.
  await page.goto(tenantUrl(host, webPaths.login.build()));
  await expect(page.getByRole("link", { name: "Escola Aurora" })).toBeVisible();
  await expect(page.locator(".site-header")).toHaveCSS("background-color", "rgb(29, 78, 137)");
  await expectNoAxeViolations(page);
});

test("admin changes a platform's description, then undoes it from its audit entry and sees the old value back", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  const { slug } = await createPlatform(page, "Escola Ipê", "ipe");
  await page.getByRole("textbox", { name: "Descrição" }).fill("Aprender depressa");
  await page.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(page.getByText("Alterações salvas.")).toBeVisible();

  await page.goto(tenantUrl("localhost", webPaths.administration.build()));
  await page.getByRole("link", { name: "Abrir a auditoria" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Auditoria" })).toBeVisible();
  // Rows become cards on a phone, so they are found as the table's rows whatever their role then.
  const change = page.locator("tbody tr").filter({ hasText: slug }).filter({ hasText: "Aprender depressa" });
  const showChanges = async (p: Page) => {
    const t = (await catalogueOf(p)).audit;
    await p.getByLabel(t.filterType, { exact: true }).selectOption({ label: t.events.tenant.changed });
    await p.getByRole("button", { name: t.apply, exact: true }).click();
    await expect(change).toHaveCount(1);
  };
  await showChanges(page);
  // The field is named as the editor names it.
  await expect(change).toContainText(
    "Campo: Descrição · Antes: Aprender com calma · Depois: Aprender depressa",
  );
  await shootEveryWay(page, "platform-admin/audit-undo", showChanges);
  const asking = async (p: Page) => {
    await showChanges(p);
    await change.getByRole("button").click();
    await expect(p.getByRole("alertdialog")).toBeVisible();
  };
  await shootEveryWay(page, "platform-admin/audit-undo-confirm", asking, { fullPage: false });

  await page.getByRole("button", { name: `Desfazer a alteração de Descrição em ${slug}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Desfazer esta alteração?" });
  await expect(confirm).toContainText("“Aprender depressa” para “Aprender com calma”");
  await confirm.getByRole("button", { name: "Desfazer" }).click();
  await expect(
    page.getByText("Alteração desfeita: o campo Descrição voltou ao valor anterior."),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // The same entry again: the platform changed since (by the undo), so nothing more is undone.
  await change.last().getByRole("button").click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Desfazer" }).click();
  await expect(
    page.getByText(
      "A plataforma mudou depois desta alteração: o campo Descrição já tem outro valor. Nada foi desfeito.",
    ),
  ).toBeVisible();

  await page.goto(tenantUrl("localhost", webPaths.tenantAdministration.build(slug)));
  await expect(page.getByRole("textbox", { name: "Descrição" })).toHaveValue("Aprender com calma");
});

test("admin invites an administrator of a platform by e-mail, who creates a password from the mailed link", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  const { slug, host } = await createPlatform(page, "Escola Jatobá", "jatoba");
  const email = `helena.${slug}@trilha.example`;
  await page.goto(tenantUrl("localhost", webPaths.tenantPlatforms.build(slug)));
  const fillInvitation = async (p: Page) => {
    const t = (await catalogueOf(p)).platformAdmins;
    const form = p.getByRole("form", { name: t.addTitle });
    await form.getByRole("radio", { name: t.accessInvitation }).check();
    await form.getByLabel(t.login, { exact: true }).fill("helena");
    await form.getByLabel(t.name).fill("Helena Prado");
    await form.getByLabel(t.email, { exact: true }).fill(email);
  };
  await shootEveryWay(page, "platform-admin/invite", fillInvitation);

  await fillInvitation(page);
  await page.getByRole("button", { name: "Enviar convite" }).click();
  await expect(
    page.getByText(`Convite enviado para ${email}. O link vale por 72 horas e só pode ser usado uma vez.`),
  ).toBeVisible();
  const list = page.getByRole("list", { name: "Administradores" });
  await expect(list).toContainText("Helena Prado");
  await expect(list).toContainText(email);
  // No one-time password is shown for an invitation.
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expectNoAxeViolations(page);

  const [mail] = await readOutbox(email);
  expect(mail?.subject).toBe("Convite para administrar Escola Jatobá");
  expect(mail?.text).toContain("com o login helena");
  const link = mail?.text.match(/http:\/\/\S+\/usuario\/redefinir-senha\/[\w-]+/)?.[0];
  expect(link, "the invitation's link").toBeTruthy();
  expect(new URL(link as string).hostname).toBe(host);

  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(link as string);
  await expect(page.getByRole("heading", { level: 1, name: "Redefinir senha" })).toBeVisible();
  await page.getByLabel("Nova senha", { exact: true }).fill("jatoba-sombra-9");
  await page.getByLabel("Confirmar nova senha").fill("jatoba-sombra-9");
  await page.getByRole("button", { name: "Salvar nova senha" }).click();
  await expect(page.getByText("Senha atualizada com sucesso.", { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Prosseguir" }).click();
  await signIn(page, "helena", "jatoba-sombra-9");
  await expect(page).toHaveURL(/\/logado$/);
  await page.getByRole("dialog", { name: "Termos de uso" }).getByRole("button", { name: "Aceitar" }).click();
  await page.goto(tenantUrl(host, webPaths.administration.build()));
  await expect(page.getByRole("heading", { level: 1, name: "Administração da plataforma" })).toBeVisible();
});

test("admin gives a platform another domain, and its sign-in page answers there too", async ({ page }) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  const { slug, host } = await createPlatform(page, "Escola Cedro", "cedro");
  const other = `www.${slug}.localhost`;
  const domains = page.getByRole("textbox", { name: "Outros domínios" });

  // The main domain again is refused beside the field.
  await domains.fill(host);
  await page.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(
    page.getByText("Cada domínio só pode aparecer uma vez, e não pode repetir o domínio principal."),
  ).toBeVisible();
  await expect(domains).toHaveAttribute("aria-invalid", "true");

  await domains.fill(other);
  await page.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(page.getByText("Alterações salvas.")).toBeVisible();
  await page.reload();
  await expect(domains).toHaveValue(other);
  await shootEveryWay(page, "platform-admin/other-domains", async (p) => {
    await p.getByRole("textbox", { name: (await catalogueOf(p)).tenants.editor.extraDomains }).focus();
  });

  await page.goto(tenantUrl(other, webPaths.login.build()));
  await expect(page.getByRole("link", { name: "Escola Cedro" })).toBeVisible();
  await expect(page).toHaveTitle(/Escola Cedro/);
});
