import { expect, type Page, test } from "@playwright/test";
import { webPaths } from "@trilha/contracts/web-paths";
import { DEMO_PASSWORD, expectNoAxeViolations, signIn, tenantUrl } from "./fixtures.ts";

/** The numbers a person reads in the question, as words (pt-br). */
const NUMBER_WORDS = [
  "zero",
  "um",
  "dois",
  "três",
  "quatro",
  "cinco",
  "seis",
  "sete",
  "oito",
  "nove",
  "dez",
  "onze",
  "doze",
  "treze",
  "catorze",
  "quinze",
  "dezesseis",
  "dezessete",
  "dezoito",
  "dezenove",
  "vinte",
];

/** Reads the question on the screen and does the sum, as a person would. */
async function solve(page: Page): Promise<{ question: string; answer: number }> {
  const captcha = page.getByRole("group", { name: "Confirme que você não é um robô" });
  const question = (await captcha.getByText(/^Quanto é /).textContent()) ?? "";
  const match = /^Quanto é (\S+) (mais|menos) (\S+)\?$/.exec(question);
  const a = NUMBER_WORDS.indexOf(match?.[1] ?? "");
  const b = NUMBER_WORDS.indexOf(match?.[3] ?? "");
  expect(a >= 0 && b >= 0, question).toBe(true);
  return { question, answer: match?.[2] === "mais" ? a + b : a - b };
}

async function failOnce(page: Page, senha: string) {
  const answered = page.waitForResponse((response) => response.url().includes("/recapth/tentativa"));
  await signIn(page, "1001", senha);
  await answered;
  await expect(page.getByRole("alert")).toHaveText("Usuário ou senha incorretos.");
}

test("after three wrong passwords the captcha appears and must be solved to sign in", async ({ page }) => {
  // Bruno Lima (1001 on Escola Azul): no other spec signs in as him.
  await page.goto(tenantUrl("escola-azul.localhost", webPaths.login.build()));
  const captcha = page.getByRole("group", { name: "Confirme que você não é um robô" });

  await failOnce(page, "errada-1");
  await failOnce(page, "errada-2");
  await expect(captcha).toHaveCount(0);
  await failOnce(page, "errada-3");
  await expect(captcha).toBeVisible();
  await expect(captcha.getByText(/^Quanto é /)).toBeVisible();
  await expectNoAxeViolations(page);

  // Required when shown.
  await signIn(page, "1001", DEMO_PASSWORD);
  await expect(captcha.getByText("É necessário confirmar o ReCaptcha")).toBeVisible();
  await expect(page.getByLabel("Resposta")).toBeFocused();

  // A wrong answer is refused with the spec's message, and a new question replaces the spent one.
  const first = await solve(page);
  await page.getByLabel("Resposta").fill(String(first.answer + 1));
  const renewed = page.waitForResponse((response) => response.url().includes("/recapth/desafio"));
  await signIn(page, "1001", DEMO_PASSWORD);
  await expect(page.getByRole("alert")).toHaveText("É necessário confirmar o ReCaptcha");
  await renewed;
  await expect(page.getByLabel("Resposta")).toHaveValue("");
  await expect(page).toHaveURL(/\/login$/);

  // The right answer with the right password signs in.
  const second = await solve(page);
  await page.getByLabel("Resposta").fill(String(second.answer));
  await signIn(page, "1001", DEMO_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${webPaths.signedIn.build()}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Pedagógico" })).toBeVisible();
});

test("a new challenge can be asked for", async ({ page }) => {
  await page.goto(tenantUrl("escola-azul.localhost", webPaths.login.build()));
  for (const senha of ["x-1", "x-2", "x-3"]) await failOnce(page, senha);
  const captcha = page.getByRole("group", { name: "Confirme que você não é um robô" });
  await expect(captcha.getByText(/^Quanto é /)).toBeVisible();
  const before = await solve(page);
  // Questions repeat now and then; a new challenge always has a new id, so ask until the words change.
  for (let i = 0; i < 5; i++) {
    await captcha.getByRole("button", { name: "Novo desafio" }).click();
    await expect(captcha.getByText(/^Quanto é /)).toBeVisible();
    if ((await solve(page)).question !== before.question) break;
  }
  await expect(captcha.getByText(/^Quanto é /)).not.toHaveText(before.question);
  const fresh = await solve(page);
  await page.getByLabel("Resposta").fill(String(fresh.answer));
  await signIn(page, "1001", DEMO_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${webPaths.signedIn.build()}$`));
});
