import { deflateSync } from "node:zlib";
import { expect, type Page, test } from "@playwright/test";
import { webPaths } from "@trilha/contracts/web-paths";
import { DEMO_PASSWORD, expectNoAxeViolations, tenantUrl } from "./fixtures.ts";

const LOGIN = tenantUrl("localhost", webPaths.login.build());

/** Signs in from the form, ticking 'Lembrar esta conta' when asked to. */
async function signInWith(page: Page, usuario: string, { remember }: { remember: boolean }) {
  await page.getByLabel("Usuário (RA)").fill(usuario);
  await page.getByLabel("Senha", { exact: true }).fill(DEMO_PASSWORD);
  if (remember) await page.getByRole("checkbox", { name: "Lembrar esta conta" }).check();
  await page.getByRole("button", { name: "Acessar" }).click();
  await expect(page).toHaveURL(/\/logado$/);
}

const menuButton = (page: Page, firstName: string) =>
  page.getByRole("banner").getByRole("button", { name: `${firstName}, menu da conta` });
const accountMenu = (page: Page) => page.getByRole("dialog", { name: "Sua conta" });

/** A small solid-colour RGB PNG, encoded here so the test needs no image file. */
function makePng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB, deflate, no filter, no interlace
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

test("two saved accounts switch from the account menu and from the saved-accounts button", async ({
  page,
}) => {
  await page.goto(LOGIN);
  await expect(page.getByRole("button", { name: "Contas salvas" })).toHaveCount(0);
  await signInWith(page, "1001", { remember: true });

  const anaButton = menuButton(page, "Ana");
  await expect(anaButton).toHaveAttribute("aria-expanded", "false");
  await anaButton.click();
  await expect(anaButton).toHaveAttribute("aria-expanded", "true");
  const menu = accountMenu(page);
  await expect(menu).toContainText("Ana Souza");
  await expect(menu).toContainText("1001");
  await expect(menu.getByRole("link", { name: "Minha conta" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Sair" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(anaButton).toBeFocused();

  await anaButton.click();
  await menu.getByRole("button", { name: "Acessar outra conta" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInWith(page, "1002", { remember: true });

  await menuButton(page, "Lucas").click();
  const others = accountMenu(page).getByRole("region", { name: "Outras contas" });
  await expect(others.getByRole("button")).toHaveCount(1);
  await expectNoAxeViolations(page);
  await others.getByRole("button", { name: "Continuar como Ana Souza" }).click();
  await expect(page).toHaveURL(/\/logado$/);
  await expect(menuButton(page, "Ana")).toBeVisible();

  // The sign-in page offers both saved accounts.
  await page.goto(LOGIN);
  const saved = page.getByRole("button", { name: "Contas salvas" });
  await saved.click();
  await expect(saved).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("button", { name: /^Continuar como/ })).toHaveCount(2);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Continuar como Lucas Souza" }).click();
  await expect(page).toHaveURL(/\/logado$/);
  await expect(menuButton(page, "Lucas")).toBeVisible();
});

test("a saved-account switch on /login/continue goes on to the target", async ({ page }) => {
  await page.goto(LOGIN);
  await signInWith(page, "1001", { remember: true });
  // Another, unsaved account signs in and out: Ana stays saved, and nobody is signed in.
  await menuButton(page, "Ana").click();
  await accountMenu(page).getByRole("button", { name: "Acessar outra conta" }).click();
  await signInWith(page, "1002", { remember: false });
  await menuButton(page, "Lucas").click();
  await accountMenu(page).getByRole("link", { name: "Sair" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Sair" }).click();
  await expect(page).toHaveURL(/\/login$/);

  const target = webPaths.classes.build();
  await page.goto(tenantUrl("localhost", target));
  await expect(page).toHaveURL(/\/login\/continue\//);
  await page.getByRole("button", { name: "Contas salvas" }).click();
  // Lucas's session ended (unsaved, then signed out): only Ana is offered.
  await expect(page.getByRole("button", { name: /^Continuar como/ })).toHaveCount(1);
  await page.getByRole("button", { name: "Continuar como Ana Souza" }).click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.getByRole("main")).toContainText("7º ano A");
});

test("a session changed in another tab asks this tab to log in again", async ({ context }) => {
  const first = await context.newPage();
  await first.goto(LOGIN);
  await signInWith(first, "1001", { remember: false });
  await expect(menuButton(first, "Ana")).toBeVisible();

  const second = await context.newPage();
  await second.goto(LOGIN);
  await signInWith(second, "1002", { remember: false });

  const alert = first.getByRole("alertdialog", { name: "Sessão alterada em outra aba" });
  await expect(alert).toContainText("Você trocou ou desconectou o usuário ativo em outra aba.");
  const again = alert.getByRole("button", { name: "Fazer login novamente" });
  await expect(again).toBeFocused();
  await expectNoAxeViolations(first);
  await again.click();
  await expect(first).toHaveURL(/\/login$/);
  await expect(alert).toBeHidden();
  // The tab that changed the session is not alerted.
  await expect(second.getByRole("alertdialog")).toHaveCount(0);
});

test("a profile photo uploaded on My account shows in the account menu", async ({ page }) => {
  await page.goto(LOGIN);
  await signInWith(page, "responsavel", { remember: false });
  const button = menuButton(page, "Roberto");
  await expect(button.locator("img")).toHaveCount(0);
  await button.click();
  await accountMenu(page).getByRole("link", { name: "Minha conta" }).click();
  await expect(page).toHaveURL(/\/logado\/conta$/);
  await expect(page.getByRole("heading", { level: 1, name: "Minha conta" })).toBeVisible();
  await expect(page.getByText("roberto@familia.example", { exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page
    .getByLabel("Escolher uma foto")
    .setInputFiles({ name: "eu.png", mimeType: "image/png", buffer: makePng(120, 80, [29, 78, 216]) });
  await expect(page.getByRole("status").filter({ hasText: "Foto de perfil atualizada." })).toBeVisible();

  const photo = button.locator("img");
  // The copy of the size the avatar is drawn at (data saving: `?w=`), made from the 120 px upload.
  await expect(photo).toHaveAttribute("src", /^\/foto-perfil\/[\w-]{32}\.webp\?w=\d+$/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await button.click();
  const menuPhoto = accountMenu(page).locator("img");
  // The same picture, in the copy of the menu's own size.
  const picture = ((await photo.getAttribute("src")) ?? "").split("?")[0] ?? "";
  await expect(menuPhoto).toHaveAttribute("src", new RegExp(`^${picture.replaceAll(".", "\\.")}\\?w=\\d+$`));
  await expect
    .poll(() => menuPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await page.keyboard.press("Escape");

  // Removing it brings back the default icon.
  await page.getByRole("button", { name: "Remover foto" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Foto de perfil removida." })).toBeVisible();
  await expect(button.locator("img")).toHaveCount(0);
});
