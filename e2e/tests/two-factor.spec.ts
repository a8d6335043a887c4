import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { webPaths } from "@trilha/contracts/web-paths";
import Database from "better-sqlite3";
import { Secret, TOTP } from "otpauth";
import { siteDataDir } from "../site.ts";
import { DEMO_PASSWORD, expectNoAxeViolations, readOutbox, signIn, tenantUrl } from "./fixtures.ts";

const SEGURO_MAIL = "sofia@trilha.example";

function dialogOf(page: Page) {
  return page.getByRole("dialog", { name: "Autenticação em 2 fatores" });
}

/** The code of the newest mail to `to`, waiting for one beyond the `since` already there. */
async function codeFromOutbox(to: string, since: number): Promise<string> {
  const mails = await readOutbox(to, since);
  const code = mails.at(-1)?.text.match(/\b(\d{6})\b/)?.[1];
  expect(code, "a code in the mail").toBeDefined();
  return code as string;
}

async function mailCount(to: string): Promise<number> {
  return (await readOutbox(to, -1)).length;
}

/** What an authenticator app would show, `offsetSeconds` from now. */
function totpCode(secret: string, offsetSeconds = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({
    timestamp: Date.now() + offsetSeconds * 1000,
  });
}

async function logOut(page: Page) {
  await page.getByRole("link", { name: "Sair" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Sair" }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test("seguro signs in with the code the e-mail brought", async ({ page }) => {
  const before = await mailCount(SEGURO_MAIL);
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await signIn(page, "seguro");
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute("aria-modal", "true");
  await expect(dialog).toContainText("Enviamos um código de 6 dígitos para s***@trilha.example.");
  const first = await codeFromOutbox(SEGURO_MAIL, before);
  await expect(dialog.getByLabel("Código")).toBeFocused();
  await expectNoAxeViolations(page);

  // Spec §5: a required number.
  await dialog.getByRole("button", { name: "Validar" }).click();
  await expect(dialog.getByText("Este campo é obrigatório.")).toBeVisible();
  await dialog.getByLabel("Código").fill("12ab");
  await dialog.getByRole("button", { name: "Validar" }).click();
  await expect(dialog.getByText("O código deve conter apenas números.")).toBeVisible();

  await dialog.getByLabel("Código").fill(first === "000000" ? "111111" : "000000");
  await dialog.getByRole("button", { name: "Validar" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Código Inválido");
  await expect(page).toHaveURL(/\/login$/);

  await dialog.getByRole("button", { name: "Reenviar código" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Código enviado novamente.");
  const second = await codeFromOutbox(SEGURO_MAIL, before + 1);

  await dialog.getByLabel("Código").fill(second);
  await dialog.getByRole("button", { name: "Validar" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Código Válido");
  await expect(page).toHaveURL(/\/logado$/);
  await expect(page.getByRole("heading", { level: 1, name: "Pedagógico" })).toBeVisible();
});

test("Escape closes the dialog and cancels the sign-in; focus stays inside while it is open", async ({
  page,
}) => {
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await signIn(page, "seguro");
  const dialog = dialogOf(page);
  await expect(dialog.getByLabel("Código")).toBeFocused();
  for (let press = 0; press < 12; press++) await page.keyboard.press("Tab");
  const inside = await dialog.evaluate((element) => element.contains(document.activeElement));
  expect(inside).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel("Usuário (RA)")).toBeVisible();
});

test("an authenticator app is enrolled with the QR code at the first sign-in, then asked for its codes", async ({
  page,
}) => {
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await signIn(page, "autenticador");
  const dialog = dialogOf(page);
  const qr = dialog.getByRole("img", { name: "QR Code para configurar o aplicativo autenticador" });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute("src")).toMatch(/^data:image\/png;base64,/);
  await expect(dialog).toContainText("Sem câmera? Digite esta chave no aplicativo:");
  const secret = (await dialog.getByTestId("totp-secret").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoAxeViolations(page);

  await dialog.getByLabel("Código").fill(totpCode(secret));
  await dialog.getByRole("button", { name: "Validar" }).click();
  await expect(page).toHaveURL(/\/logado$/);

  await logOut(page);
  await signIn(page, "autenticador");
  await expect(dialog).toContainText(
    "Digite o código de 6 dígitos que aparece no seu aplicativo autenticador.",
  );
  await expect(dialog.getByRole("img")).toHaveCount(0);
  await expect(dialog.getByTestId("totp-secret")).toHaveCount(0);
  // The code just used does not work twice; the app's next one does.
  await dialog.getByLabel("Código").fill(totpCode(secret, 30));
  await dialog.getByRole("button", { name: "Validar" }).click();
  await expect(page).toHaveURL(/\/logado$/);
});

test("a saved device signs in without 2FA until it is removed in My account", async ({ page }) => {
  const before = await mailCount(SEGURO_MAIL);
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await signIn(page, "seguro");
  const dialog = dialogOf(page);
  const code = await codeFromOutbox(SEGURO_MAIL, before);
  await dialog.getByLabel("Código").fill(code);
  await dialog.getByRole("checkbox", { name: "Salvar este dispositivo" }).check();
  await dialog.getByRole("button", { name: "Validar" }).click();
  await expect(page).toHaveURL(/\/logado$/);

  await logOut(page);
  await signIn(page, "seguro");
  await expect(page).toHaveURL(/\/logado$/);
  expect(await mailCount(SEGURO_MAIL)).toBe(before + 1);

  await page.goto(tenantUrl("localhost", webPaths.account.build()));
  const settings = page.getByRole("region", { name: "Autenticação em 2 fatores" });
  await expect(settings).toContainText("Ativada: ao entrar, pediremos um código.");
  await expect(settings).toContainText("Os códigos são enviados para sofia@trilha.example.");
  await expect(settings.getByRole("listitem")).toContainText("este navegador");
  await expectNoAxeViolations(page);
  await settings.getByRole("button", { name: /^Remover o dispositivo/ }).click();
  const confirm = page.getByRole("dialog", { name: "Autenticação em 2 fatores" });
  await expect(confirm).toContainText("Ele voltará a pedir o código.");
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: "Confirmar" }).click();
  await expect(settings.getByRole("status")).toHaveText(
    "Dispositivo removido. Ele voltará a pedir o código.",
  );
  await expect(settings).toContainText("Nenhum dispositivo salvo.");

  await logOut(page);
  await signIn(page, "seguro");
  await expect(dialogOf(page)).toBeVisible();
});

test("a session signed in over 10 minutes ago confirms the password before changing 2FA", async ({
  page,
}) => {
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  await signIn(page, "confirmasenha");
  await expect(page).toHaveURL(/\/logado$/);
  // As if the person had signed in a while ago and left the computer: the session's sign-in moves back.
  const db = new Database(path.join(siteDataDir, "trilha.sqlite"));
  try {
    db.prepare(
      "update sessions set created_at = ? where user_id = (select id from users where usuario = 'confirmasenha')",
    ).run(new Date(Date.now() - 11 * 60_000).toISOString());
  } finally {
    db.close();
  }

  await page.goto(tenantUrl("localhost", webPaths.account.build()));
  const settings = page.getByRole("region", { name: "Autenticação em 2 fatores" });
  await settings.getByRole("button", { name: "Usar o e-mail" }).click();
  const dialog = page.getByRole("dialog", { name: "Confirme a sua senha" });
  await expect(dialog).toContainText("há mais de 10 minutos");
  await expect(dialog.getByLabel("Senha atual")).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByLabel("Senha atual").fill("nao-e-esta");
  await dialog.getByRole("button", { name: "Confirmar" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("A senha atual está incorreta.");
  await expectNoAxeViolations(page);
  await dialog.getByLabel("Senha atual").fill(DEMO_PASSWORD);
  await dialog.getByRole("button", { name: "Confirmar" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(settings.getByRole("status")).toHaveText("Código por e-mail ativado.");
  await expect(settings).toContainText("Os códigos são enviados para clara@trilha.example.");
});
