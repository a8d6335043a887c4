import { captchaChallenge } from "@trilha/contracts/captcha.calls";
import type { IsolationSeedContributor } from "../users/users.isolation-seed.ts";

/** A built-in challenge, asked for through its call. */
export const captchaIsolationSeed: IsolationSeedContributor = {
  tables: ["captcha_challenges"],
  async seed({ ok }) {
    await ok(captchaChallenge);
    return undefined;
  },
};
