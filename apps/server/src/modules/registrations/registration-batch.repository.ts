import type { ScopedInsert } from "../../db/scoped.ts";
import { insertInto, type ScopedDb } from "../../db/scoped-db.ts";
import { batches, insertSourced } from "../../db/sourced-rows.ts";

// What a whole OneRoster file writes into the school's structure, in the transaction the import opened: rows in
// batches, new ones found again by the id the file gave them.

/** New networks, schools or classes of a file, answered by the file's id for each. */
export const insertSourcedNetworks = <New extends { sourcedId: string }>(
  data: ScopedDb,
  created: readonly New[],
  rowOf: (item: New) => Omit<ScopedInsert<"networks">, "sourced_id">,
) => insertSourced(data, "networks", created, rowOf);

export const insertSourcedSchools = <New extends { sourcedId: string }>(
  data: ScopedDb,
  created: readonly New[],
  rowOf: (item: New) => Omit<ScopedInsert<"clients">, "sourced_id">,
) => insertSourced(data, "clients", created, rowOf);

export const insertSourcedClasses = <New extends { sourcedId: string }>(
  data: ScopedDb,
  created: readonly New[],
  rowOf: (item: New) => Omit<ScopedInsert<"class_groups">, "sourced_id">,
) => insertSourced(data, "class_groups", created, rowOf);

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
