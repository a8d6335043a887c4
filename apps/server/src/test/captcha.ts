import { captchaChallenge, localCaptchaAnswer } from "@trilha/contracts/captcha.calls";
import { type CatalogueLanguage, catalogues } from "@trilha/i18n/translate";
import { expect } from "vitest";
import type { TestServer } from "./test-server.ts";

/**
 * Answers a built-in challenge the way a person does: reads the question in words and does the sum. The
 * question is matched against the catalogue's own wording, so a change of words there changes nothing here.
 */
export function solveQuestion(question: string, lang: CatalogueLanguage = "pt-br"): number {
  const { numbers, question: templates } = catalogues[lang].captcha;
  const numberOf = new Map(Object.entries(numbers).map(([key, word]) => [word, Number(key.slice(1))]));
  for (const [operation, template] of Object.entries(templates)) {
    const pattern = template
      .replace(/[.*+?^$()|[\]\\]/g, "\\$&")
      .replace("{{a}}", "(.+)")
      .replace("{{b}}", "(.+)");
    const match = new RegExp(`^${pattern}$`).exec(question);
    const a = numberOf.get(match?.[1] ?? "");
    const b = numberOf.get(match?.[2] ?? "");
    if (a !== undefined && b !== undefined) return operation === "plus" ? a + b : a - b;
  }
  throw new Error(`Not a question of the catalogue: ${question}`);
}

export async function fetchChallenge(server: TestServer, host: string, lang: CatalogueLanguage = "pt-br") {
  const response = await server.request("GET", captchaChallenge.path.replace("{lang}", lang), { host });
  expect(response.status, response.text).toBe(200);
  expect(response.json.tipo).toBe("local");
  return response.json as { tipo: "local"; id: string; pergunta: string; expira_em: string };
}

/** A fresh challenge, solved, as the login body's `captcha` field carries it. */
export async function solvedCaptcha(server: TestServer, host: string): Promise<string> {
  const challenge = await fetchChallenge(server, host);
  return localCaptchaAnswer(challenge.id, String(solveQuestion(challenge.pergunta)));
}
