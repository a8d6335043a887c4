import type { Insertable } from "kysely";
import { insertInto, type ScopedDb } from "../../db/scoped-db.ts";
import type { RosterImportTable } from "./roster.tables.ts";

/** What the scope already holds that an import compares with: every network, school, class and person. */
export async function loadRosterState(data: ScopedDb) {
  const [networks, schools, links, classes, users, members, guardians, managers] = await Promise.all([
    data.selectFrom("networks").select(["id", "sourced_id", "nome", "codigo"]).execute(),
    data.selectFrom("clients").select(["id", "sourced_id", "nome", "codigo", "active"]).execute(),
    data.selectFrom("client_networks").select(["client_id", "network_id"]).execute(),
    data
      .selectFrom("class_groups")
      .select(["id", "sourced_id", "nome", "tipo", "client_id", "school_year", "grade", "shift", "active"])
      .execute(),
    data
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
    data.selectFrom("group_members").select(["group_id", "user_id", "role"]).execute(),
    data.selectFrom("guardians").select(["guardian_id", "student_id"]).execute(),
    data.selectFrom("network_managers").select(["network_id", "user_id"]).execute(),
  ]);
  return { networks, schools, links, classes, users, members, guardians, managers };
}
export type RosterState = Awaited<ReturnType<typeof loadRosterState>>;

export async function networkExists(data: ScopedDb, id: number): Promise<boolean> {
  const found = await data.selectFrom("networks").select("id").where("id", "=", id).executeTakeFirst();
  return found !== undefined;
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
