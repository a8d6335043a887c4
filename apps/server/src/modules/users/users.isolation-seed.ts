import type { Updateable } from "kysely";
import type { Db } from "../../db/database.ts";
import type { Database, ScopedTable, UserRow } from "../../db/schema.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";

/**
 * The tenant-isolation matrix (`http/tenant-isolation.test.ts`) fills two scopes with rows in every scoped
 * table. Each module that owns scoped tables adds its own rows from its `<module>.isolation-seed.ts`,
 * and `test/isolation-seed.ts` runs them in order: this module's first (the scope's people), then the sessions'
 * (their sign-ins), then the rest. What a contributor needs from the test harness comes in its context, so
 * these files import nothing of the tests.
 */

export type { ScopedTable } from "../../db/schema.ts";

/** The people of a seeded scope, each with a role in the matrix. */
export type ScopePeople = Record<
  "student" | "admin" | "child" | "guardian" | "secure" | "forgetful",
  UserRow
>;

/** Values of the matrix's entity kinds (`test/isolation-fields.ts`), as a request would carry them. */
export type SeedValues = Record<string, (string | number)[]>;

export interface IsolationSeedContext {
  db: Db;
  scope: TenantScope;
  host: string;
  /** Part of every name, login, text and host of this scope. */
  marker: string;
  /** The password of every seeded account. */
  password: string;
  /** Makes a user of this scope (the tests' user factory). */
  createUser(options: {
    usuario: string;
    nome: string;
    email?: string;
    platformAdmin?: boolean;
  }): Promise<UserRow>;
  /** Calls a contract on this scope's host from a browser of the scope: the answer, whatever its status. */
  call(
    contract: { method: string; path: `/${string}` },
    body?: unknown,
    token?: string,
  ): Promise<{ status: number; text: string }>;
  /** The same, expecting a 200: the answer's JSON. */
  // biome-ignore lint/suspicious/noExplicitAny: seed answers are read loosely
  ok(contract: { method: string; path: `/${string}` }, body?: unknown, token?: string): Promise<any>;
  /** Mail the server sent to `to`, oldest first. */
  outbox(to: string): Promise<{ text: string }[]>;
  /** Filled by the users contributor. */
  users: ScopePeople;
  /** Sessions of the student and the administrator, filled by the sessions contributor. */
  tokens: { student: string; admin: string };
  /** What the contributors before this one found, by entity kind. */
  values: SeedValues;
}

/** What a contributor hands back: values for the matrix, strings that name the scope, the people, the tokens. */
export interface SeedContribution {
  values?: SeedValues;
  secrets?: string[];
  users?: ScopePeople;
  tokens?: { student: string; admin: string };
  /** The bytes of the scope's problem-report screenshot, as stored. */
  screenshot?: Buffer;
}

export interface IsolationSeedContributor {
  /** The scoped tables this contributor puts rows in: together, the contributors must name every one. */
  tables: readonly ScopedTable[];
  /** When it runs: the people first, then their sign-ins, then every module's rows, the audit log's last. */
  runs?: "people" | "sign-ins" | "between" | "last";
  /** The kinds of values its seed reads from the others' (a lesson before its assignment): it runs after them. */
  needs?: readonly string[];
  seed(context: IsolationSeedContext): Promise<SeedContribution | undefined>;
  /** After every contributor has run: values read back from the rows (ids, handles the calls made). */
  collect?(context: IsolationSeedContext): Promise<SeedContribution>;
}

/** One column of the scope's rows in a table, for `collect`: ids and handles the calls made. */
export async function scopeColumn<
  Table extends "sessions" | "two_factor_trusted_devices" | "issue_reports" | "audit_events",
>(db: Db, scope: TenantScope, table: Table, column: "id" | "handle"): Promise<(string | number)[]> {
  // biome-ignore lint/suspicious/noExplicitAny: the column is one of the table's, named by the caller
  const rows: Record<string, string | number>[] = await (db as any)
    .selectFrom(table)
    .select(column)
    .where("scope", "=", scope.key)
    .execute();
  return rows.map((row) => row[column] as string | number);
}

/** Sets columns of one of the scope's users that no call of the seed writes (a flag, a school). */
export async function setUserColumns(
  db: Db,
  scope: TenantScope,
  userId: number,
  columns: Updateable<Database["users"]>,
): Promise<void> {
  await db
    .updateTable("users")
    .set(columns)
    .where("scope", "=", scope.key)
    .where("id", "=", userId)
    .execute();
}

/** A client, and the scope's people: a student of that client, an administrator, a child and their guardian,
 * one who will use 2FA and one who will forget the password. */
export const usersIsolationSeed: IsolationSeedContributor = {
  runs: "people",
  tables: ["users", "clients"],
  async seed({ db, scope, marker, createUser }) {
    const client = await db
      .insertInto("clients")
      .values({ scope: scope.key, nome: `Colégio ${marker}`, whatsapp: "11999990000" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const user = (role: string, options: { email?: string; platformAdmin?: boolean } = {}) =>
      createUser({ usuario: `${marker}-${role}`, nome: `Pessoa ${role} ${marker}`, ...options });
    const users: ScopePeople = {
      student: await user("aluno", { email: `${marker}-aluno@example.test` }),
      admin: await user("admin", { platformAdmin: true }),
      child: await user("filho"),
      guardian: await user("responsavel"),
      secure: await user("seguro"),
      forgetful: await user("esquecido", { email: `${marker}-esquecido@example.test` }),
    };
    await setUserColumns(db, scope, users.student.id, { client_id: client.id });
    return {
      users,
      values: {
        user: [users.child.id, users.student.id, users.guardian.id, users.admin.id],
        platformAdmin: [users.admin.id],
        client: [client.id],
        login: [users.student.usuario, users.child.usuario],
        userName: [users.child.nome],
      },
    };
  },
};
