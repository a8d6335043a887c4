import { NEW_USER_DAYS } from "@trilha/contracts/licensing.calls";

const DAY_MS = 86_400_000;

/**
 * dataservidor's `resultado`: whether the account is still new, i.e. created less than NEW_USER_DAYS days
 * before `now`. The 'n-time-user' notice (a welcome to the platform) is kept only then, so it repeats on
 * every load during a newcomer's first month and never bothers anyone after. An unreadable creation date
 * counts as not new: the notice is a welcome, not something a person must see.
 */
export function isNewAccount(createdAt: string, now: Date): boolean {
  const created = Date.parse(createdAt);
  if (Number.isNaN(created)) return false;
  const age = now.getTime() - created;
  return age >= 0 && age < NEW_USER_DAYS * DAY_MS;
}
