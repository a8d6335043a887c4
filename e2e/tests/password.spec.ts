import { expect, test } from "@playwright/test";
import { webPaths } from "@trilha/contracts/web-paths";
import { DEMO_PASSWORD, expectNoAxeViolations, readOutbox, signIn, tenantUrl } from "./fixtures.ts";

// Each test changes its own demo account (see the README table), so the other specs never meet a changed one.

test("forgot password: the mailed link sets a new password that signs in", async ({ page }) => {
  const email = "esqueci@trilha.example";
  const before = (await readOutbox(email)).length;
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await page.getByRole("link", { name: "Esqueci minha senha" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Recuperar senha" })).toBeVisible();
  await page.getByLabel("Usuário (RA)").fill("esqueci");
  await page.getByRole("button", { name: "Enviar link" }).click();
  await expect(page.getByRole("status")).toContainText("Se o usuário existir e tiver um e-mail cadastrado");
  await expectNoAxeViolations(page);

  const mails = await readOutbox(email, before);
  const link = mails.at(-1)?.text.match(/http:\/\/\S+\/usuario\/redefinir-senha\/[\w-]+/)?.[0];
  expect(link, "reset link in the mail").toBeTruthy();
  const response = await page.goto(link as string);
  expect(response?.headers()["referrer-policy"]).toBe("no-referrer");
  await expect(page.getByRole("heading", { level: 1, name: "Redefinir senha" })).toBeVisible();
  await page.getByLabel("Nova senha", { exact: true }).fill("Elisa-nova-1");
  await page.getByLabel("Confirmar nova senha").fill("Elisa-nova-2");
  await page.getByRole("button", { name: "Salvar nova senha" }).click();
  await expect(page.getByText("As novas senhas não são iguais.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Confirmar nova senha").fill("Elisa-nova-1");
  await page.getByRole("button", { name: "Salvar nova senha" }).click();
  // 'Elisa' is the account's own name: the server's rule refuses it as the form does.
  await expect(page.getByText("Não é permitido esta senha.")).toBeVisible();
  await page.getByLabel("Nova senha", { exact: true }).fill("caminho-novo-7");
  await page.getByLabel("Confirmar nova senha").fill("caminho-novo-7");
  await page.getByRole("button", { name: "Salvar nova senha" }).click();
  await expect(
    page.getByText("Senha atualizada com sucesso. Prosseguir para realizar o login."),
  ).toBeVisible();
  await page.getByRole("button", { name: "Prosseguir" }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, "esqueci", DEMO_PASSWORD);
  await expect(page.getByRole("alert")).toContainText("Usuário ou senha incorretos.");
  await signIn(page, "esqueci", "caminho-novo-7");
  await expect(page).toHaveURL(/\/logado$/);

  // The link worked once.
  await page.goto(link as string);
  await expect(page.getByRole("alert")).toContainText("já foi usado ou expirou");
});

test("forced change: 'Atualizar senha' cannot be skipped, refuses a bad password, then lets the user in", async ({
  page,
}) => {
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await signIn(page, "novasenha");
  const dialog = page.getByRole("dialog", { name: "Atualizar senha" });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: /fechar/i })).toHaveCount(0);

  await dialog.getByLabel("Nova senha", { exact: true }).fill("trilha2026");
  await dialog.getByLabel("Confirmar nova senha").fill("trilha2026");
  await dialog.getByRole("button", { name: "Atualizar senha" }).click();
  await expect(dialog.getByText("Não é permitido esta senha.")).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByLabel("Nova senha", { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByLabel("Confirmar nova senha").fill(DEMO_PASSWORD);
  await dialog.getByRole("button", { name: "Atualizar senha" }).click();
  const alert = page.getByRole("alertdialog");
  await expect(alert).toContainText("A nova senha escolhida é a mesma da atual.");
  await expectNoAxeViolations(page);
  await alert.getByRole("button", { name: "Entendi" }).click();

  await dialog.getByLabel("Nova senha", { exact: true }).fill("minha-vez-2026");
  await dialog.getByLabel("Confirmar nova senha").fill("minha-vez-2026");
  await dialog.getByRole("button", { name: "Atualizar senha" }).click();
  await expect(dialog).toContainText("Senha atualizada com sucesso. Prosseguir para utilizar a plataforma.");
  await dialog.getByRole("button", { name: "Prosseguir" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "Pedagógico" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Pedagógico" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("terms of use: accepted once, not asked again after a reload", async ({ page }) => {
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await signIn(page, "termos");
  const dialog = page.getByRole("dialog", { name: "Termos de uso" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Versão 1");
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeVisible();
  await page.reload();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Aceitar" }).click();
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Pedagógico" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("My account: change the password with the current one", async ({ page }) => {
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await signIn(page, "minhasenha");
  await expect(page).toHaveURL(/\/logado$/);
  await page.getByRole("link", { name: "Minha conta" }).click();
  const section = page.getByRole("region", { name: "Alterar senha" });
  await section.getByLabel("Senha atual").fill("nao-e-esta");
  await section.getByLabel("Nova senha", { exact: true }).fill("marcos-novo-1");
  await section.getByLabel("Confirmar nova senha").fill("marcos-novo-1");
  await section.getByRole("button", { name: "Alterar senha" }).click();
  await expect(section.getByText("Não é permitido esta senha.")).toBeVisible();
  await section.getByLabel("Nova senha", { exact: true }).fill("caderno-azul-3");
  await section.getByLabel("Confirmar nova senha").fill("caderno-azul-3");
  await section.getByRole("button", { name: "Alterar senha" }).click();
  const alert = page.getByRole("alertdialog");
  await expect(alert).toContainText("A senha atual está incorreta.");
  await alert.getByRole("button", { name: "Entendi" }).click();
  await section.getByLabel("Senha atual").fill(DEMO_PASSWORD);
  await section.getByRole("button", { name: "Alterar senha" }).click();
  await expect(section.getByRole("status")).toContainText(
    "Senha atualizada com sucesso. Guarde-a em um local seguro.",
  );
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Sair" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Sair" }).click();
  await signIn(page, "minhasenha", "caderno-azul-3");
  await expect(page).toHaveURL(/\/logado$/);
});

test("My account: change the e-mail with the current password; the old address is told", async ({ page }) => {
  const before = (await readOutbox("helena@trilha.example")).length;
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await signIn(page, "meuemail");
  await expect(page).toHaveURL(/\/logado$/);
  await page.getByRole("link", { name: "Minha conta" }).click();
  const details = page.getByRole("region", { name: "Dados da conta" });
  await expect(details).toContainText("helena@trilha.example");
  const section = page.getByRole("region", { name: "E-mail" });
  await section.getByRole("textbox", { name: "Novo e-mail" }).fill("helena@");
  await section.getByRole("button", { name: "Salvar e-mail" }).click();
  await expect(section.getByText("Informe um e-mail válido.")).toBeVisible();
  await expect(section.getByText("Este campo é obrigatório.")).toBeVisible();
  await expectNoAxeViolations(page);

  await section.getByRole("textbox", { name: "Novo e-mail" }).fill("helena.dias@escola.example");
  await section.getByLabel("Senha atual").fill("nao-e-esta");
  await section.getByRole("button", { name: "Salvar e-mail" }).click();
  await expect(section.getByRole("alert")).toHaveText("A senha atual está incorreta.");
  await section.getByLabel("Senha atual").fill(DEMO_PASSWORD);
  await section.getByRole("button", { name: "Salvar e-mail" }).click();
  await expect(section.getByRole("status")).toHaveText("E-mail da conta atualizado.");
  await expect(details).toContainText("helena.dias@escola.example");
  await expectNoAxeViolations(page);

  const notice = (await readOutbox("helena@trilha.example", before)).at(-1);
  expect(notice?.subject).toBe("O e-mail da sua conta em Trilha mudou");
  await page.reload();
  await expect(page.getByRole("region", { name: "Dados da conta" })).toContainText(
    "helena.dias@escola.example",
  );
});
