import { type Kysely, sql } from "kysely";
import type { Db } from "../db/database.ts";
import { isPostgres } from "../db/migrations/dialect.ts";
import type { ScopeData } from "./isolation-seed.ts";
import type { TestResponse } from "./test-server.ts";

// Tables with an integer id whose numbers an answer may carry; B's rows get their own range in each.
export const ID_TABLES = [
  "tenants",
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
  "social_confirmations",
  "visits",
  "two_factor_challenges",
  "two_factor_codes",
  "two_factor_totp",
  "two_factor_trusted_devices",
  "password_reset_tokens",
  "password_events",
  "terms_acceptances",
  "audit_events",
  "known_browsers",
  "grading_periods",
  "lessons",
  "lesson_versions",
  "assignments",
  "deliveries",
  "delivery_attempts",
  "attempt_files",
  "lesson_attachments",
] as const;

const RANGE = 1_000_000;

/**
 * Moves the id sequence of every table in ID_TABLES to a range of its own (table i starts at (i + 1) million),
 * so rows written from now on (scope B's) have ids no other table's rows share: a number of B's in an answer
 * then means B's record, not a coincidence of two tables counting from 1.
 */
export async function moveIdsToOwnRanges(db: Db): Promise<void> {
  for (const [index, table] of ID_TABLES.entries()) {
    const start = (index + 1) * RANGE;
    if (isPostgres(db as Kysely<unknown>)) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), ${start}, false)`.execute(db);
    } else {
      await sql`delete from sqlite_sequence where name = ${table}`.execute(db);
      await sql`insert into sqlite_sequence (name, seq) values (${table}, ${start - 1})`.execute(db);
    }
  }
}

/**
 * What of `owner`'s data an answer carries: any of its identifying strings (every name, login, text and host
 * of the scope holds its marker; handles, tokens and cursors are listed), its screenshot's bytes, or one of its
 * record ids under an id key. Its ids sit in ranges of their own (`moveIdsToOwnRanges`); a number some other
 * row also has is still not counted, should a range ever overflow into another.
 */
export async function leaksOf(db: Db, owner: ScopeData, response: TestResponse): Promise<string[]> {
  const found = owner.secrets.filter((secret) => response.text.includes(secret));
  if (response.raw.includes(owner.screenshot)) found.push("the screenshot's bytes");
  const ownedIds = new Set<number>([
    ...(
      [
        "user",
        "network",
        "group",
        "learningPath",
        "issueReport",
        "auditEvent",
        "lesson",
        "assignment",
        "lessonAttachment",
      ] as const
    ).flatMap((kind) => owner.values[kind].map(Number)),
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
    const query = db.selectFrom(table).select("id").where("id", "=", id);
    const others =
      table === "tenants"
        ? query.where("id", "!=", owner.tenant.id)
        : // biome-ignore lint/suspicious/noExplicitAny: every other table of the list has a scope column
          (query as any).where("scope", "!=", owner.scope.key);
    if (await others.executeTakeFirst()) return true;
  }
  for (const table of ["issue_categories", "terms_versions"] as const) {
    if (await db.selectFrom(table).select("id").where("id", "=", id).executeTakeFirst()) return true;
  }
  return false;
}
