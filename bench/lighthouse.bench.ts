// Lighthouse's mobile scores (performance, accessibility) of /login and of /logado signed in, in Debian's
// Chromium against the production server the API bench started. Mobile emulation with simulated throttling
// is Lighthouse's default: a cheap phone on a slow network.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer, { type Page } from "puppeteer-core";
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
    // One page, in front, for the whole run: Lighthouse audits the page it is handed, so it never picks a tab
    // left in the background, which does not paint (NO_FCP).
    const page = await browser.newPage();
    await page.bringToFront();
    // A returning visitor: the cookie notice was accepted. /login is audited before signing in, as people see it.
    await page.goto(`${baseUrl}/login`);
    await page.evaluate(() => localStorage.setItem("read-privacy", "1"));
    const rows = [await audit(page, `${baseUrl}/login`, "/login")];
    // Sign in through the form like a person, then audit the signed-in home.
    await page.goto(`${baseUrl}/login`);
    // Layouts show 100 ms after they mount (spec §9); a field cannot take focus before.
    await page.waitForFunction(() => {
      const layout = document.querySelector(".layout");
      return layout !== null && getComputedStyle(layout).visibility === "visible";
    });
    await page.locator("input[autocomplete=username]").fill(login.usuario);
    await page.locator("input[type=password]").fill(login.senha);
    await Promise.all([page.waitForNavigation().catch(() => undefined), page.keyboard.press("Enter")]);
    await page.waitForFunction(() => location.pathname.startsWith("/logado"), { timeout: 15_000 });
    rows.push(await audit(page, `${baseUrl}/logado`, "/logado"));
    browser.disconnect();
    return rows;
  } finally {
    chrome.kill();
  }
}

async function audit(page: Page, url: string, name: string): Promise<LighthouseRow> {
  const result = await lighthouse(
    url,
    {
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
      // Keeps the accepted notice and the signed-in session.
      disableStorageReset: true,
    },
    undefined,
    // Lighthouse types its own copy of puppeteer-core; the page is the same protocol object.
    page as unknown as Parameters<typeof lighthouse>[3],
  );
  const categories = result?.lhr.categories;
  const performance = Math.round((categories?.performance?.score ?? 0) * 100);
  const accessibility = Math.round((categories?.accessibility?.score ?? 0) * 100);
  const unscored = categories?.performance?.score == null || categories?.accessibility?.score == null;
  const failedAudit = Object.values(result?.lhr.audits ?? {}).find((entry) => entry.errorMessage);
  return {
    page: name,
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
  };
}
