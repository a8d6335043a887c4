import { randomBytes } from "node:crypto";
import type { Insertable } from "kysely";
import { newTenantRow } from "../db/bootstrap.ts";
import type { Db } from "../db/database.ts";
import type { ClassGroupTable, TenantRow, UserRow } from "../db/schema.ts";
import { scopeOfTenant, type TenantScope } from "../db/tenant-scope.ts";
import { hashPassword } from "../lib/password-hash.ts";

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
  const user = await db
    .insertInto("users")
    .values({
      scope: scope.key,
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
    await db
      .insertInto("two_factor_factors")
      .values({ scope: scope.key, user_id: user.id, fator: "email", destino: options.twoFactorEmail })
      .execute();
  }
  return user;
}

export type GroupRole = "student" | "teacher";

/**
 * A class of the tenant (a `pro` one, active, unless `columns` say otherwise) with these members, students
 * unless named teachers: its id.
 */
export async function createClassGroup(
  db: Db,
  scope: TenantScope,
  columns: { nome: string } & Partial<Omit<Insertable<ClassGroupTable>, "scope">>,
  members: (readonly [userId: number, role?: GroupRole])[] = [],
): Promise<number> {
  const group = await db
    .insertInto("class_groups")
    .values({ scope: scope.key, tipo: "pro", active: 1, ...columns })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (members.length > 0) {
    await db
      .insertInto("group_members")
      .values(members.map(([user_id, role]) => ({ scope: scope.key, group_id: group.id, user_id, role })))
      .execute();
  }
  return group.id;
}

/** A network of the tenant managed by `managerIds`: its id. */
export async function createNetwork(
  db: Db,
  scope: TenantScope,
  columns: { codigo: string; nome: string },
  ...managerIds: number[]
): Promise<number> {
  const network = await db
    .insertInto("networks")
    .values({ scope: scope.key, ...columns })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (managerIds.length > 0) {
    await db
      .insertInto("network_managers")
      .values(managerIds.map((user_id) => ({ scope: scope.key, network_id: network.id, user_id })))
      .execute();
  }
  return network.id;
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
