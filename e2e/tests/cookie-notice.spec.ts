import { expect, test } from "@playwright/test";
import { webPaths } from "@trilha/contracts/web-paths";
import { expectNoAxeViolations, tenantUrl } from "./fixtures.ts";

test.use({ storageState: { cookies: [], origins: [] } });

test("the cookie notice appears on a first visit and, once accepted, not again", async ({ page }) => {
  await page.goto(tenantUrl("localhost", webPaths.login.build()));
  const notice = page.getByRole("region", { name: "Aviso de cookies" });
  await expect(notice).toBeVisible();
  await expectNoAxeViolations(page);
  await notice.getByRole("link", { name: "Política de privacidade" }).click();
  await expect(page).toHaveURL(/\/privacidade$/);
  await page
    .getByRole("region", { name: "Aviso de cookies" })
    .getByRole("button", { name: "Aceito" })
    .click();
  await expect(page.getByRole("region", { name: "Aviso de cookies" })).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem("read-privacy"))).toBe("1");
  await page.reload();
  await page.waitForTimeout(800);
  await expect(page.getByRole("region", { name: "Aviso de cookies" })).toHaveCount(0);
});
