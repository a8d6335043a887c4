import { expect, test } from "@playwright/test";
import { API_DOCS_PATHS } from "@trilha/contracts/api-docs-paths";
import { expectNoAxeViolations, tenantUrl } from "./fixtures.ts";

test("the API reference lists every call, passes axe and switches language", async ({ page }) => {
  // One long page of every call, read whole by the checks below and in part by axe: 3 minutes, not 30 s.
  test.setTimeout(180_000);
  const response = await page.goto(tenantUrl("localhost", API_DOCS_PATHS.page));
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "pt-br");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trilha — referência da API");
  const contents = page.getByRole("navigation", { name: "Chamadas" });
  // The calls the server documents (the API tests check that these are every call of the contracts).
  const documented = await (await page.request.get(tenantUrl("localhost", API_DOCS_PATHS.document))).json();
  const calls = Object.entries(documented.paths as Record<string, Record<string, unknown>>).flatMap(
    ([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
  );
  expect(calls.length).toBeGreaterThan(40);
  // Read in one go: a look-up per call made a hundred round trips, which a busy machine turned into minutes.
  const links = (await contents.getByRole("link").allTextContents()).map((text) => text.trim());
  expect([...links].sort()).toEqual([...calls].sort());
  // Every call's section comes from one template: axe reads the page with its first three, which covers them
  // all, instead of a hundred (the heaviest page of the suite, minutes on a busy machine).
  await expect(page.locator("main > section.call")).not.toHaveCount(0);
  await expectNoAxeViolations(page, { exclude: ["main > section.call:nth-of-type(n+4)"] });

  await contents.getByRole("link", { name: "POST /conta/{lang}/logar/padrao", exact: true }).click();
  const login = page.getByRole("region", { name: /logar\/padrao/ });
  await expect(login).toBeInViewport();
  await expect(login.getByRole("cell", { name: "usuario", exact: true }).first()).toBeVisible();

  await page.getByRole("link", { name: "English (US)" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en-us");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trilha — API reference");

  const document = await page.request.get(tenantUrl("localhost", `${API_DOCS_PATHS.document}?lang=en-us`));
  expect(document.ok()).toBe(true);
  expect((await document.json()).openapi).toBe("3.1.0");
});

test("an inactive tenant's host still serves the reference", async ({ page }) => {
  const response = await page.goto(tenantUrl("fechada.localhost", API_DOCS_PATHS.page));
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(tenantUrl("fechada.localhost", API_DOCS_PATHS.page));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trilha — referência da API");
});
