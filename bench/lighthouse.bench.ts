// Lighthouse's mobile scores (performance, accessibility) of /login, of Ana's /logado and lesson page and of
// Paulo's class page with its gradebook (the demo's student and teacher), in Debian's Chromium against the
// production server the API bench started; each the median of `runs` audits. Mobile emulation with simulated
// throttling is Lighthouse's default: a cheap phone on a slow network.
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
  /** Each audit's performance score, when there were several. */
  runs?: string;
  /** Why a category has no score (Lighthouse's runtime error, or the metric that failed), when one has none. */
  error?: string;
}

interface Login {
  usuario: string;
  senha: string;
}

export async function runLighthouse(
  baseUrl: string,
  people: { student: Login; teacher: Login },
  runs: number,
): Promise<LighthouseRow[]> {
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
    const rows = [await medianAudit(page, `${baseUrl}/login`, "/login", runs)];
    await signIn(page, baseUrl, people.student);
    const lesson = await firstLink(page, "/logado/conteudo/");
    rows.push(await medianAudit(page, `${baseUrl}/logado`, "/logado (Ana)", runs));
    rows.push(await medianAudit(page, `${baseUrl}${lesson}`, "a lesson page (Ana)", runs));
    await signIn(page, baseUrl, people.teacher);
    const classPage = await firstLink(page, "/logado/turmas/");
    rows.push(
      await medianAudit(page, `${baseUrl}${classPage}`, "a class page with its gradebook (Paulo)", runs),
    );
    browser.disconnect();
    return rows;
  } finally {
    chrome.kill();
  }
}

/** Signs in through the form like a person, leaving any other session first. */
async function signIn(page: Page, baseUrl: string, login: Login): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.evaluate(() => {
    localStorage.removeItem("creator-sessao-atual");
    localStorage.removeItem("creator-usuario-atual");
  });
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
}

/** The first link on the signed-in home into `prefix` (a lesson of Ana's, a class of Paulo's). */
async function firstLink(page: Page, prefix: string): Promise<string> {
  const selector = `a[href^="${prefix}"]`;
  await page.waitForSelector(selector, { timeout: 15_000 });
  return page.$eval(selector, (link) => link.getAttribute("href") ?? "");
}

/** The median scores of `runs` audits of one page: one audit's performance score moves by several points. */
async function medianAudit(page: Page, url: string, name: string, runs: number): Promise<LighthouseRow> {
  const audits: LighthouseRow[] = [];
  for (let run = 0; run < runs; run++) audits.push(await audit(page, url, name));
  const middle = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
  const performance = middle(audits.map((row) => row.performance));
  const accessibility = middle(audits.map((row) => row.accessibility));
  const error = audits.find((row) => row.error)?.error;
  return {
    page: name,
    performance,
    accessibility,
    ...(runs > 1 ? { runs: audits.map((row) => row.performance).join(" / ") } : {}),
    budget: "performance ≥ 95, accessibility 100",
    withinBudget: performance >= 95 && accessibility === 100,
    ...(error ? { error } : {}),
  };
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
