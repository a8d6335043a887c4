/** A built-in captcha challenge: only a hash of its answer; deleted when used, useless once expired. */
export interface CaptchaChallengeTable {
  scope: string;
  id: string;
  answer_hash: string;
  created_at: string;
  expires_at: string;
}

declare module "../../db/schema.ts" {
  interface Database {
    captcha_challenges: CaptchaChallengeTable;
  }
}
