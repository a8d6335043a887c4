import { expect, type Page, test } from "@playwright/test";
import { callPath } from "@trilha/contracts/call";
import { captchaChallenge, localCaptchaAnswer } from "@trilha/contracts/captcha.calls";
import { loginStandard } from "@trilha/contracts/login.calls";
import { webPaths } from "@trilha/contracts/web-paths";
import { catalogues } from "@trilha/i18n/translate";
import { DEMO_PASSWORD, signIn, tenantUrl } from "./fixtures.ts";

// Carla Dias (1001 on Rede Sul Norte): no other spec signs in as her.
const HOST = "sul-norte.localhost";
const SIGNED_IN = new RegExp(`${webPaths.signedIn.build()}$`);

/** The built-in question in words, answered the way a script does it. */
function solveQuestion(question: string): number {
  const { numbers } = catalogues["pt-br"].captcha;
  const value = new Map(Object.entries(numbers).map(([key, word]) => [word, Number(key.slice(1))]));
  const match = /^Quanto é (\S+) (mais|menos) (\S+)\?$/.exec(question);
  const a = value.get(match?.[1] ?? "");
  const b = value.get(match?.[3] ?? "");
  if (a === undefined || b === undefined) throw new Error(`not a question: ${question}`);
  return match?.[2] === "mais" ? a + b : a - b;
}

async function solveOnPage(page: Page): Promise<void> {
  const captcha = page.getByRole("group", { name: "Confirme que você não é um robô" });
  const question = (await captcha.getByText(/^Quanto é /).textContent()) ?? "";
  await page.getByLabel("Resposta").fill(String(solveQuestion(question)));
}

test("a classmate's wrong passwords slow the login down for strangers, not for the student's own browser", async ({
  page,
  playwright,
}) => {
  await page.goto(tenantUrl(HOST, webPaths.login.build()));
  await signIn(page, "1001");
  await expect(page).toHaveURL(SIGNED_IN);
  await page.getByRole("banner").getByRole("button", { name: "Carla, menu da conta" }).click();
  await page.getByRole("dialog", { name: "Sua conta" }).getByRole("link", { name: "Sair" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Sair" }).click();
  await expect(page).toHaveURL(/\/login$/);

  // A script on the same network, without this browser's cookies, solving each captcha.
  // Node does not resolve *.localhost as browsers do: the address by number, the tenant by its Host header.
  const site = new URL(tenantUrl(HOST));
  const stranger = await playwright.request.newContext({
    baseURL: `http://127.0.0.1:${site.port}`,
    extraHTTPHeaders: { host: site.host },
  });
  const guess = async (senha: string) => {
    const challenge = await (await stranger.get(callPath(captchaChallenge, "pt-br"))).json();
    const captcha = localCaptchaAnswer(challenge.id, String(solveQuestion(challenge.pergunta)));
    return stranger.post(callPath(loginStandard, "pt-br"), { data: { usuario: "1001", senha, captcha } });
  };
  for (let i = 0; i < 10; i++) expect((await guess(`chute-${i}`)).status()).toBe(401);
  expect((await guess("mais-um")).status()).toBe(429);
  await stranger.dispose();

  // The student, in the browser where she signed in before: the captcha, then straight in.
  await signIn(page, "1001", DEMO_PASSWORD);
  await expect(page.getByRole("alert")).toHaveText("É necessário confirmar o ReCaptcha");
  await solveOnPage(page);
  await signIn(page, "1001", DEMO_PASSWORD);
  await expect(page).toHaveURL(SIGNED_IN);
});
