// Lighthouse's mobile scores (performance, accessibility) of /login and of /logado signed in, in Debian's
// Chromium against the production server the API bench started. Mobile emulation with simulated throttling
// is Lighthouse's default: a cheap phone on a slow network.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { chromiumArgs, chromiumPath } from "../e2e/chromium.ts";

export interface LighthouseRow {
  page: string;
  performance: number;
  accessibility: number;
  budget: string;
  withinBudget: boolean;
  /** Why a category has no score (Lighthouse's runtime error, or the metric that failed), when one has none. */
  error?: string;
}

export async function runLighthouse(baseUrl: string, login: { usuario: string; senha: string }) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumArgs });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    // The cookie notice was accepted, as on any returning visit; sign in through the form like a person.
    await page.goto(`${baseUrl}/login`);
    await page.evaluate(() => localStorage.setItem("read-privacy", "1"));
    await page.reload();
    await page.locator("input[autocomplete=username]").fill(login.usuario);
    await page.locator("input[type=password]").fill(login.senha);
    await Promise.all([page.waitForNavigation().catch(() => undefined), page.keyboard.press("Enter")]);
    await page.waitForFunction(() => location.pathname.startsWith("/logado"), { timeout: 15_000 });
    await page.close();
    // Lighthouse audits in the tab Chromium opened; a tab left in the background never paints (NO_FCP).
    const [first] = await browser.pages();
    await first?.bringToFront();
    browser.disconnect();

    const rows: LighthouseRow[] = [];
    for (const path of ["/login", "/logado"]) {
      const result = await lighthouse(`${baseUrl}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility"],
        // Keeps the signed-in session and the accepted notice between runs.
        disableStorageReset: true,
      });
      const categories = result?.lhr.categories;
      const performance = Math.round((categories?.performance?.score ?? 0) * 100);
      const accessibility = Math.round((categories?.accessibility?.score ?? 0) * 100);
      const unscored = categories?.performance?.score == null || categories?.accessibility?.score == null;
      const failedAudit = Object.values(result?.lhr.audits ?? {}).find((audit) => audit.errorMessage);
      rows.push({
        page: path,
        performance,
        accessibility,
        budget: "performance ≥ 95, accessibility 100",
        withinBudget: performance >= 95 && accessibility === 100,
        ...(unscored
          ? {
              error:
                result?.lhr.runtimeError?.message ??
                (failedAudit ? `${failedAudit.id}: ${failedAudit.errorMessage}` : "no score"),
            }
          : {}),
      });
    }
    return rows;
  } finally {
    chrome.kill();
  }
}
