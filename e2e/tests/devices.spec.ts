import { expect, test } from "@playwright/test";
import { webPaths } from "@trilha/contracts/web-paths";
import { expectNoAxeViolations, signIn, tenantUrl } from "./fixtures.ts";

const PHONE_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

test("removing the other device from the first signs the second out on its next navigation", async ({
  browser,
}) => {
  const first = await browser.newContext();
  const second = await browser.newContext({ userAgent: PHONE_UA });
  try {
    const phone = await second.newPage();
    await phone.goto(tenantUrl("localhost", webPaths.login.build()));
    await signIn(phone, "gestor");
    await expect(phone).toHaveURL(/\/logado$/);

    const desk = await first.newPage();
    await desk.goto(tenantUrl("localhost", webPaths.login.build()));
    await signIn(desk, "gestor");
    await expect(desk).toHaveURL(/\/logado$/);

    await desk.goto(tenantUrl("localhost", webPaths.connectedDevices.build()));
    const dialog = desk.getByRole("dialog", { name: "Dispositivos conectados" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Este dispositivo")).toBeVisible();
    await expect(dialog.getByText("Chrome / Android")).toBeVisible();
    await expectNoAxeViolations(desk);

    // The current device has no remove button.
    const currentItem = dialog.getByRole("listitem").filter({ hasText: "Este dispositivo" });
    await expect(currentItem.getByRole("button")).toHaveCount(0);

    await dialog.getByRole("button", { name: /^Remover Chrome \/ Android/ }).click();
    await expect(dialog.getByRole("status")).toHaveText("Login removido com sucesso!");
    await expect(dialog.getByText("Chrome / Android")).toHaveCount(0);

    await phone.goto(tenantUrl("localhost", webPaths.classes.build()));
    await expect(phone).toHaveURL(/\/login\/continue\//);
    await expect(phone.getByRole("alert")).toContainText("Esta sessão expirou.");

    // The first one is still signed in; closing the modal leaves it on the signed-in home.
    await dialog.getByRole("button", { name: "Fechar" }).click();
    await expect(desk).toHaveURL(/\/logado$/);
    await desk.reload();
    await expect(desk.getByRole("heading", { level: 1, name: "Pedagógico" })).toBeVisible();
  } finally {
    await first.close();
    await second.close();
  }
});

test("My account lists the devices and removes all the others at once", async ({ browser }) => {
  const contexts = [await browser.newContext(), await browser.newContext({ userAgent: PHONE_UA })];
  try {
    const [desk, phone] = await Promise.all(contexts.map((context) => context.newPage()));
    if (!desk || !phone) throw new Error("no page");
    for (const page of [phone, desk]) {
      await page.goto(tenantUrl("localhost", webPaths.login.build()));
      await signIn(page, "responsavel");
      await expect(page).toHaveURL(/\/logado$/);
    }
    await desk.goto(tenantUrl("localhost", webPaths.account.build()));
    const section = desk.getByRole("region", { name: "Dispositivos conectados" });
    await expect(section.getByText("Chrome / Android")).toBeVisible();
    await section.getByRole("button", { name: "Remover todos os outros" }).click();
    await expect(section.getByRole("status")).toHaveText("Login removido com sucesso!");
    await expect(section.getByText("Nenhum outro dispositivo está conectado à sua conta.")).toBeVisible();
    await expectNoAxeViolations(desk);
    await phone.reload();
    await expect(phone).toHaveURL(/\/login\/continue\//);
  } finally {
    for (const context of contexts) await context.close();
  }
});
