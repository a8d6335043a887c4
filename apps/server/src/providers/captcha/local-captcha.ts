import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { parseLocalCaptchaAnswer } from "@trilha/contracts/captcha.calls";
import type { Language } from "@trilha/contracts/rules/languages";
import type { Db } from "../../db/database.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";
import { makeArithmeticChallenge, normalizeAnswer, questionText } from "./arithmetic-challenge.ts";
import type { CaptchaCheck, CaptchaProvider } from "./captcha-provider.ts";
import { deleteExpiredChallenges, insertChallenge, takeChallenge } from "./local-captcha.repository.ts";

/** Long enough to read and answer calmly, short enough that a stock of solved challenges goes stale. */
export const LOCAL_CHALLENGE_TTL_MS = 5 * 60_000;

export interface IssuedChallenge {
  id: string;
  question: string;
  expiresAt: string;
}

/** The built-in captcha: the server asks a question, keeps only a hash of its answer, and checks it once. */
export interface LocalCaptcha extends CaptchaProvider {
  readonly kind: "local";
  issue(scope: TenantScope, lang: Language): Promise<IssuedChallenge>;
}

/**
 * Salted by the challenge id, so equal answers of two challenges do not look alike. With answers from 0 to 20
 * the hash is no secret to someone holding the table; what protects the challenge is that the answer never
 * leaves the server except as words, and that each challenge is deleted on its first use or after its expiry.
 */
function answerHash(id: string, answer: string): Buffer {
  return createHash("sha256").update(`${id}:${answer}`).digest();
}

export function createLocalCaptcha(
  db: Db,
  options: { ttlMs?: number; now?: () => number; random?: () => number } = {},
): LocalCaptcha {
  const ttlMs = options.ttlMs ?? LOCAL_CHALLENGE_TTL_MS;
  const now = options.now ?? Date.now;
  const random = options.random ?? (() => randomInt(0, 2 ** 32) / 2 ** 32);
  return {
    kind: "local",

    async issue(scope, lang) {
      const createdAt = now();
      const challenge = makeArithmeticChallenge(random);
      const id = randomBytes(16).toString("base64url");
      const expiresAt = new Date(createdAt + ttlMs).toISOString();
      // Keeping the table small costs one indexed delete per challenge, only while people are past 3 failures.
      await deleteExpiredChallenges(db, scope, new Date(createdAt).toISOString());
      await insertChallenge(db, scope, {
        id,
        answerHash: answerHash(id, String(challenge.answer)).toString("hex"),
        createdAt: new Date(createdAt).toISOString(),
        expiresAt,
      });
      return { id, question: questionText(lang, challenge), expiresAt };
    },

    async verify({ scope, response }: CaptchaCheck) {
      const parsed = parseLocalCaptchaAnswer(response);
      if (!parsed || parsed.id.length > 64) return false;
      // Taken before the answer is judged: a wrong answer uses the challenge up too, so it cannot be guessed.
      const stored = await takeChallenge(db, scope, parsed.id);
      if (!stored || Date.parse(stored.expires_at) <= now()) return false;
      const answer = normalizeAnswer(parsed.answer);
      if (answer === null) return false;
      return timingSafeEqual(answerHash(parsed.id, answer), Buffer.from(stored.answer_hash, "hex"));
    },
  };
}
