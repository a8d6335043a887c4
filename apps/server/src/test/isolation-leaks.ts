import type { Db } from "../db/database.ts";
import type { ScopeData } from "./isolation-seed.ts";
import type { TestResponse } from "./test-server.ts";

// Tables whose integer `id` a response may carry; the leak check asks them who else owns a number.
const ID_TABLES = [
  "users",
  "clients",
  "two_factor_factors",
  "sessions",
  "login_attempts",
  "networks",
  "class_groups",
  "learning_paths",
  "issue_reports",
  "social_identities",
  "social_nonces",
  "visits",
  "two_factor_challenges",
  "two_factor_codes",
  "two_factor_totp",
  "two_factor_trusted_devices",
  "password_reset_tokens",
  "password_events",
  "terms_acceptances",
  "audit_events",
] as const;

/**
 * What of `owner`'s data an answer carries: any of its identifying strings (every name, login, text and host
 * of the scope holds its marker; handles, tokens and cursors are listed), its screenshot's bytes, or one of its
 * record ids under an id key. A number is only counted when no other scope's row and no shared row has that
 * id, since ids of different tables may coincide.
 */
export async function leaksOf(db: Db, owner: ScopeData, response: TestResponse): Promise<string[]> {
  const found = owner.secrets.filter((secret) => response.text.includes(secret));
  if (response.raw.includes(owner.screenshot)) found.push("the screenshot's bytes");
  const ownedIds = new Set<number>([
    ...(["user", "network", "group", "learningPath", "issueReport", "auditEvent"] as const).flatMap((kind) =>
      owner.values[kind].map(Number),
    ),
    owner.tenant.id,
  ]);
  for (const number of idNumbers(response.json)) {
    if (ownedIds.has(number) && !(await idUsedElsewhere(db, owner, number))) found.push(`id ${number}`);
  }
  return found;
}

function idNumbers(value: unknown, key = ""): number[] {
  if (Array.isArray(value)) return value.flatMap((item) => idNumbers(item, key));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([name, item]) => idNumbers(item, name));
  }
  return typeof value === "number" && /^id$|_id$|Id$/.test(key) ? [value] : [];
}

async function idUsedElsewhere(db: Db, owner: ScopeData, id: number): Promise<boolean> {
  for (const table of ID_TABLES) {
    // biome-ignore lint/suspicious/noExplicitAny: each of these tables has an integer id and a scope
    const row = await (db as any)
      .selectFrom(table)
      .select("id")
      .where("id", "=", id)
      .where("scope", "!=", owner.scope.key)
      .executeTakeFirst();
    if (row) return true;
  }
  const shared = [
    db.selectFrom("issue_categories").select("id").where("id", "=", id),
    db.selectFrom("terms_versions").select("id").where("id", "=", id),
    db.selectFrom("tenants").select("id").where("id", "=", id).where("id", "!=", owner.tenant.id),
  ];
  for (const query of shared) if (await query.executeTakeFirst()) return true;
  return false;
}
