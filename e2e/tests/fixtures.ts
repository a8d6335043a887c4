import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "aprender2026";
const port = Number(process.env.E2E_PORT ?? 3100);

/** The demo server on one of the demo tenants' host names (all resolve to this machine). */
export function tenantUrl(host: string, path = "/"): string {
  return `http://${host}:${port}${path}`;
}

/** WCAG 2.1 AA rules; a page passes only with no violation at all. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
  expect(summary).toEqual([]);
}

export async function signIn(page: Page, usuario: string, senha = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel("Usuário (RA)").fill(usuario);
  await page.getByLabel("Senha", { exact: true }).fill(senha);
  await page.getByRole("button", { name: "Acessar" }).click();
}
