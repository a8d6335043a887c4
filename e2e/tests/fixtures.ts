import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { siteDataDir, sitePort } from "../site.ts";

export const DEMO_PASSWORD = "aprender2026";
/** Where the test server says the sign-language widget is: a loopback port nothing listens on. */
export const VLIBRAS_TEST_URL = "http://127.0.0.1:9/vlibras";

/** This worker's demo server on one of the demo tenants' host names (all resolve to this machine). */
export function tenantUrl(host: string, path = "/"): string {
  return `http://${host}:${sitePort}${path}`;
}

/**
 * WCAG 2.1 AA rules; a page passes only with no violation at all. Measured once the page is at rest: a panel
 * still fading or sliding in has colours between two states, and contrast would depend on the moment.
 */
export async function expectNoAxeViolations(
  page: Page,
  /** Parts of the page left out: repeats of one template that a sample of them already covers. */
  { exclude = [] }: { exclude?: string[] } = {},
): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
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

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

/** Mail the demo server sent (its outbox under DATA_DIR), newest last; waits briefly for one to arrive. */
export async function readOutbox(to: string, since = 0): Promise<OutboxMail[]> {
  const dir = path.join(siteDataDir, "outbox");
  for (let attempt = 0; attempt < 50; attempt++) {
    const names = fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((name) => name.endsWith(".json"))
          .sort()
      : [];
    const mails = names
      .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as OutboxMail)
      .filter((mail) => mail.to === to);
    if (mails.length > since) return mails;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return [];
}

/**
 * Where screenshots for a person to look at go: the folder `E2E_SHOTS_DIR` names, or nowhere (CI sets none). A
 * screenshot only records what a test already checked; it never decides one.
 */
const SHOTS_DIR = process.env.E2E_SHOTS_DIR;
/** Whether screenshots are kept: a test that only takes them for a person to look at runs only then. */
export const KEEPING_SHOTS = SHOTS_DIR !== undefined && SHOTS_DIR !== "";

/**
 * The page as it is now, kept as `<E2E_SHOTS_DIR>/<name>.png` when that folder is set, and nothing otherwise.
 * Taken after the test's own assertions, with a time of its own: a busy machine may take long to paint a full
 * page, and a screenshot that could not be taken is noted on the test, never failed.
 */
export async function keepShot(page: Page, name: string, { fullPage = false } = {}): Promise<void> {
  if (!SHOTS_DIR) return;
  const file = path.join(SHOTS_DIR, `${name}.png`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    await page.screenshot({ path: file, fullPage, timeout: 30_000 });
  } catch (error) {
    test.info().annotations.push({ type: "screenshot not taken", description: `${name}: ${error}` });
  }
}

type ShotLanguage = "pt-br" | "en-us" | "es-es";
type View = { language: ShotLanguage; contrast: boolean; width: 360 | 1280 };

/** Every language at both widths, then high contrast (pt-br) at both: what a person looks at. */
const EVERY_VIEW: View[] = [
  ...(["pt-br", "en-us", "es-es"] as const).flatMap((language) =>
    ([360, 1280] as const).map((width) => ({ language, contrast: false, width })),
  ),
  { language: "pt-br", contrast: true, width: 360 },
  { language: "pt-br", contrast: true, width: 1280 },
];

/**
 * When no screenshot is kept, axe alone decides: pt-br at both widths, the other languages where their longer
 * words have least room (360 px), high contrast once. Colours come from the mode and words from the language,
 * so these views meet each of them.
 */
const CHECKED_VIEWS: View[] = [
  { language: "pt-br", contrast: false, width: 360 },
  { language: "pt-br", contrast: false, width: 1280 },
  { language: "en-us", contrast: false, width: 360 },
  { language: "es-es", contrast: false, width: 360 },
  { language: "pt-br", contrast: true, width: 1280 },
];

/**
 * The page in every language at 360 and 1280 px and in high contrast (`EVERY_VIEW`, or `CHECKED_VIEWS` when no
 * screenshot is kept), each checked by axe and kept as a full-page screenshot
 * `<name>-<language|alto-contraste>-<width>` (`keepShot`) for a person to look at. Each view reloads the page,
 * so `prepare` brings it back to the state to see (a form filled, a refusal shown). Ends in pt-br, standard
 * contrast, 1280 px, reloaded.
 */
export async function shootEveryWay(
  page: Page,
  name: string,
  prepare: (page: Page) => Promise<void> = async () => {},
  /** Whether to keep the whole page; a dialog over the page is best seen in the screen it covers. */
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  for (const view of KEEPING_SHOTS ? EVERY_VIEW : CHECKED_VIEWS) {
    await page.evaluate(({ language, contrast }) => {
      window.localStorage.setItem("idioma", language);
      if (contrast) window.localStorage.setItem("contraste", "contraste-altocontraste");
      else window.localStorage.removeItem("contraste");
    }, view);
    await page.setViewportSize({ width: view.width, height: 900 });
    await page.reload();
    await prepare(page);
    if (view.contrast) {
      await expect(page.locator("html")).toHaveAttribute("data-contrast", "contraste-altocontraste");
    }
    await expectNoAxeViolations(page);
    await keepShot(page, `${name}-${view.contrast ? "alto-contraste" : view.language}-${view.width}`, {
      fullPage,
    });
  }
  await page.evaluate(() => {
    window.localStorage.setItem("idioma", "pt-br");
    window.localStorage.removeItem("contraste");
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
}
