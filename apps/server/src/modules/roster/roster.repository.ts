import type { Insertable } from "kysely";
import type { ScopedInsert } from "../../db/scoped.ts";
import { insertInto, type ScopedDb } from "../../db/scoped-db.ts";
import type { RosterImportTable } from "./roster.tables.ts";

/** Rows per statement: far below both databases' limits on bound values, and few round trips at 50 000 rows. */
const BATCH = 400;

function* batches<T>(rows: readonly T[]): Generator<T[]> {
  for (let at = 0; at < rows.length; at += BATCH) yield rows.slice(at, at + BATCH);
}

/** What the scope already holds that an import compares with: every network, school, class and person. */
export async function loadRosterState(data: ScopedDb) {
  const q = data;
  const [networks, schools, links, classes, users, members, guardians, managers] = await Promise.all([
    q.selectFrom("networks").select(["id", "sourced_id", "nome", "codigo"]).execute(),
    q.selectFrom("clients").select(["id", "sourced_id", "nome", "codigo", "active"]).execute(),
    q.selectFrom("client_networks").select(["client_id", "network_id"]).execute(),
    q
      .selectFrom("class_groups")
      .select(["id", "sourced_id", "nome", "tipo", "client_id", "school_year", "grade", "shift", "active"])
      .execute(),
    q
      .selectFrom("users")
      .select([
        "id",
        "sourced_id",
        "usuario",
        "nome",
        "email",
        "kind",
        "client_id",
        "deactivated_at",
        "platform_admin",
      ])
      .execute(),
    q.selectFrom("group_members").select(["group_id", "user_id", "role"]).execute(),
    q.selectFrom("guardians").select(["guardian_id", "student_id"]).execute(),
    q.selectFrom("network_managers").select(["network_id", "user_id"]).execute(),
  ]);
  return { networks, schools, links, classes, users, members, guardians, managers };
}
export type RosterState = Awaited<ReturnType<typeof loadRosterState>>;

export async function networkExists(data: ScopedDb, id: number): Promise<boolean> {
  const found = await data.selectFrom("networks").select("id").where("id", "=", id).executeTakeFirst();
  return found !== undefined;
}

/** Inserts a row of a scoped table for each new item, with its sourced id, in batches; answers the ids by it. */
export async function insertSourced<
  T extends "networks" | "clients" | "class_groups" | "users",
  New extends { sourcedId: string },
>(
  data: ScopedDb,
  table: T,
  created: readonly New[],
  rowOf: (item: New) => Omit<ScopedInsert<T>, "sourced_id">,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const batch of batches(created.map((item) => ({ ...rowOf(item), sourced_id: item.sourcedId })))) {
    const inserted = await insertInto(data, table)
      // biome-ignore lint/suspicious/noExplicitAny: the four tables' rows are typed by the caller through T
      .values(batch as any)
      .returning(["id", "sourced_id"])
      .execute();
    for (const row of inserted as { id: number; sourced_id: string | null }[]) {
      if (row.sourced_id !== null) ids.set(row.sourced_id, row.id);
    }
  }
  return ids;
}

export async function updateNetwork(data: ScopedDb, id: number, row: { nome: string; codigo: string }) {
  await data.updateTable("networks").set(row).where("id", "=", id).execute();
}

export async function updateClient(
  data: ScopedDb,
  id: number,
  row: { nome: string; codigo: string | null; active: number },
) {
  await data.updateTable("clients").set(row).where("id", "=", id).execute();
}

export async function deactivateClients(data: ScopedDb, ids: readonly number[]) {
  for (const batch of batches(ids))
    await data.updateTable("clients").set({ active: 0 }).where("id", "in", batch).execute();
}

export async function updateClassGroup(
  data: ScopedDb,
  id: number,
  row: {
    nome: string;
    tipo: string;
    client_id: number;
    school_year: number | null;
    grade: string | null;
    shift: string | null;
    active: number;
  },
) {
  await data.updateTable("class_groups").set(row).where("id", "=", id).execute();
}

export async function archiveClassGroups(data: ScopedDb, ids: readonly number[]) {
  for (const batch of batches(ids)) {
    await data.updateTable("class_groups").set({ active: 0 }).where("id", "in", batch).execute();
  }
}

export async function updatePerson(
  data: ScopedDb,
  id: number,
  row: {
    usuario: string;
    nome: string;
    email: string | null;
    kind: string;
    client_id: number | null;
    deactivated_at: string | null;
  },
) {
  await data.updateTable("users").set(row).where("id", "=", id).execute();
}

export async function deactivatePeople(data: ScopedDb, ids: readonly number[], at: string) {
  for (const batch of batches(ids)) {
    await data.updateTable("users").set({ deactivated_at: at }).where("id", "in", batch).execute();
  }
}

export async function linkSchoolsToNetworks(
  data: ScopedDb,
  links: readonly ScopedInsert<"client_networks">[],
) {
  for (const batch of batches(links)) await insertInto(data, "client_networks").values(batch).execute();
}

/** The schools of these networks leave them (a network the roster deletes). */
export async function unlinkNetworks(data: ScopedDb, networkIds: readonly number[]) {
  for (const batch of batches(networkIds))
    await data.deleteFrom("client_networks").where("network_id", "in", batch).execute();
}

export async function addMembers(data: ScopedDb, rows: readonly ScopedInsert<"group_members">[]) {
  for (const batch of batches(rows)) await insertInto(data, "group_members").values(batch).execute();
}

export async function removeMembers(data: ScopedDb, rows: readonly { group_id: number; user_id: number }[]) {
  for (const row of rows) {
    await data
      .deleteFrom("group_members")
      .where("group_id", "=", row.group_id)
      .where("user_id", "=", row.user_id)
      .execute();
  }
}

export async function addGuardians(data: ScopedDb, rows: readonly ScopedInsert<"guardians">[]) {
  for (const batch of batches(rows)) await insertInto(data, "guardians").values(batch).execute();
}

type NewRosterImport = Omit<Insertable<RosterImportTable>, "scope" | "tenant_id">;

export async function insertRosterImport(data: ScopedDb, row: NewRosterImport): Promise<number> {
  const inserted = await insertInto(data, "roster_imports")
    .values(row)
    .returning("id")
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export function findRosterImport(data: ScopedDb, id: number) {
  return data.selectFrom("roster_imports").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Moves an import from one status to another; false when it was no longer in `from` (a second confirm). */
export async function moveRosterImport(
  data: ScopedDb,
  id: number,
  from: string,
  to: { status: string; summary?: string; finished_at?: string },
): Promise<boolean> {
  const result = await data
    .updateTable("roster_imports")
    .set(to)
    .where("id", "=", id)
    .where("status", "=", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
