import { randomBytes } from "node:crypto";
import type { Insertable } from "kysely";
import { newTenantRow } from "../db/bootstrap.ts";
import type { Db } from "../db/database.ts";
import type { TenantRow, UserRow } from "../db/schema.ts";
import { insertScoped, type ScopedInsert, type ScopedTable } from "../db/scoped.ts";
import { scopeOfTenant, type TenantScope } from "../db/tenant-scope.ts";
import { hashPassword } from "../lib/password-hash.ts";
import type { ClassGroupTable } from "../modules/registrations/registrations.tables.ts";

export const TEST_PASSWORD = "senha-de-teste-1";
let passwordHash: Promise<string> | undefined;

function unique(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString("hex")}`;
}

/** A fresh tenant with its own host, unless told otherwise. */
export async function createTenant(
  db: Db,
  overrides: Partial<Omit<TenantRow, "id">> = {},
): Promise<TenantRow & { scope: TenantScope }> {
  const slug = overrides.slug ?? unique("escola");
  const row = await db
    .insertInto("tenants")
    .values(
      newTenantRow({
        nome: `Escola ${slug}`,
        descricao: "Escola de teste",
        slug,
        dominio: `${slug}.localhost`,
        ...overrides,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...row, scope: scopeOfTenant(row) };
}

export interface UserOptions {
  usuario?: string;
  nome?: string;
  email?: string | null;
  password?: string;
  platformAdmin?: boolean;
  share?: boolean;
  publish?: boolean;
  mustChangePassword?: boolean;
  twoFactorEmail?: string;
}

export async function createUser(db: Db, scope: TenantScope, options: UserOptions = {}): Promise<UserRow> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const user = await insertScoped(db, scope, "users")
    .values({
      usuario: options.usuario ?? unique("aluno"),
      nome: options.nome ?? "Aluna de Teste",
      email: options.email ?? null,
      foto: null,
      password_hash: options.password ? await hashPassword(options.password) : await passwordHash,
      can_share: options.share ? 1 : 0,
      can_publish: options.publish ? 1 : 0,
      must_change_password: options.mustChangePassword ? 1 : 0,
      platform_admin: options.platformAdmin ? 1 : 0,
      client_id: null,
      two_factor_enabled: options.twoFactorEmail ? 1 : 0,
      created_at: new Date().toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (options.twoFactorEmail) {
    await insertScoped(db, scope, "two_factor_factors")
      .values({ user_id: user.id, fator: "email", destino: options.twoFactorEmail })
      .execute();
  }
  return user;
}

export type GroupRole = "student" | "teacher";

/**
 * A row of `table` and the rows of `links` that tie others to it (a class's members, a network's managers), as
 * `linkRows` makes them from the new row's id: that id.
 */
async function insertWithLinks<T extends "class_groups" | "networks" | "clients", L extends ScopedTable>(
  db: Db,
  scope: TenantScope,
  table: T,
  row: ScopedInsert<T>,
  links: L,
  linkRows: (id: number) => ScopedInsert<L>[],
): Promise<number> {
  // One concrete table for Kysely to type `returning("id")` by: each of `T` has an id.
  const { id } = await insertScoped(db, scope, table as "networks")
    .values(row as ScopedInsert<"networks">)
    .returning("id")
    .executeTakeFirstOrThrow();
  const rows = linkRows(id);
  if (rows.length > 0) await insertScoped(db, scope, links).values(rows).execute();
  return id;
}

/**
 * A class of the tenant (a `pro` one, active, unless `columns` say otherwise) with these members, students
 * unless named teachers: its id.
 */
export function createClassGroup(
  db: Db,
  scope: TenantScope,
  columns: { nome: string } & Partial<Omit<Insertable<ClassGroupTable>, "scope">>,
  members: (readonly [userId: number, role?: GroupRole])[] = [],
): Promise<number> {
  return insertWithLinks(
    db,
    scope,
    "class_groups",
    { tipo: "pro", active: 1, ...columns },
    "group_members",
    (group_id) => members.map(([user_id, role]) => ({ group_id, user_id, role })),
  );
}

/** A network of the tenant managed by `managerIds`: its id. */
export function createNetwork(
  db: Db,
  scope: TenantScope,
  columns: { codigo: string; nome: string },
  ...managerIds: number[]
): Promise<number> {
  return insertWithLinks(db, scope, "networks", columns, "network_managers", (network_id) =>
    managerIds.map((user_id) => ({ network_id, user_id })),
  );
}

/** A school (`clients`) of the tenant in `networkIds`: its id. */
export function createSchool(
  db: Db,
  scope: TenantScope,
  nome: string,
  ...networkIds: number[]
): Promise<number> {
  return insertWithLinks(db, scope, "clients", { nome, whatsapp: null }, "client_networks", (client_id) =>
    networkIds.map((network_id) => ({ client_id, network_id })),
  );
}

/** Makes `guardianId` a guardian of each of `studentIds`. */
export async function createGuardian(
  db: Db,
  scope: TenantScope,
  guardianId: number,
  ...studentIds: number[]
) {
  await db
    .insertInto("guardians")
    .values(studentIds.map((student_id) => ({ scope: scope.key, guardian_id: guardianId, student_id })))
    .execute();
}
