import type { Updateable } from "kysely";
import { exists } from "../../db/exists.ts";
import { setLinkRow } from "../../db/link-rows.ts";
import { membersCount } from "../../db/members-count.ts";
import { type Page, paged } from "../../db/paged.ts";
import type { Database } from "../../db/schema.ts";
import type { ScopedInsert } from "../../db/scoped.ts";
import { insertInto, type ScopedDb } from "../../db/scoped-db.ts";
import { selectLive, useOnce } from "../../db/single-use-secrets.ts";
import { containsText } from "../../db/text-match.ts";

/** A search typed as a login: one word with a digit in it. */
function isLoginSearch(text: string): boolean {
  return /\d/.test(text) && !/\s/.test(text);
}

// Networks

export async function managedNetworkIds(data: ScopedDb, userId: number): Promise<number[]> {
  const rows = await data
    .selectFrom("network_managers")
    .select("network_id")
    .where("user_id", "=", userId)
    .execute();
  return rows.map((row) => row.network_id);
}

export function networkRefs(data: ScopedDb, ids: readonly number[] | "all") {
  let query = data.selectFrom("networks").select(["id", "codigo", "nome"]);
  if (ids !== "all") {
    if (ids.length === 0) return Promise.resolve([]);
    query = query.where("id", "in", ids);
  }
  return query.orderBy("nome").orderBy("id").execute();
}

export function findNetwork(data: ScopedDb, id: number) {
  return data.selectFrom("networks").select(["id", "codigo", "nome"]).where("id", "=", id).executeTakeFirst();
}

export function findNetworkByCode(data: ScopedDb, codigo: string) {
  return data
    .selectFrom("networks")
    .select(["id", "codigo", "nome"])
    .where("codigo", "=", codigo)
    .executeTakeFirst();
}

export async function listNetworks(data: ScopedDb, search: string | undefined, page: Page) {
  let query = data
    .selectFrom("networks as n")
    .select((eb) => [
      "n.id",
      "n.codigo",
      "n.nome",
      eb
        .selectFrom("client_networks as cn")
        .select(eb.fn.countAll<number>().as("n"))
        .whereRef("cn.network_id", "=", "n.id")
        .as("escolas"),
    ]);
  if (search) {
    query = query.where((eb) =>
      eb.or([containsText(eb, "n.nome", search), containsText(eb, "n.codigo", search)]),
    );
  }
  return paged(query, (q) => q.orderBy("n.nome").orderBy("n.id"), page);
}

export function networkManagersOf(data: ScopedDb, networkIds: readonly number[]) {
  if (networkIds.length === 0) return Promise.resolve([]);
  return data
    .selectFrom("network_managers as m")
    .innerJoin("users as u", "u.id", "m.user_id")
    .select(["m.network_id", "u.id", "u.nome", "u.usuario"])
    .where("m.network_id", "in", networkIds)
    .orderBy("u.nome")
    .execute();
}

export async function insertNetwork(data: ScopedDb, network: { codigo: string; nome: string }) {
  const row = await insertInto(data, "networks").values(network).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

export async function updateNetwork(data: ScopedDb, id: number, network: { codigo: string; nome: string }) {
  await data.updateTable("networks").set(network).where("id", "=", id).execute();
}

export async function setNetworkManager(data: ScopedDb, networkId: number, userId: number, manager: boolean) {
  await setLinkRow(data, "network_managers", { network_id: networkId, user_id: userId }, manager);
}

// Schools

const SCHOOL_COLUMNS = [
  "c.id",
  "c.nome",
  "c.codigo",
  "c.inep",
  "c.whatsapp",
  "c.active",
  "c.join_code",
] as const;

/** The schools of any of these networks (every school when null). */
function schoolsIn(data: ScopedDb, networkIds: readonly number[] | null) {
  const query = data.selectFrom("clients as c");
  if (networkIds === null) return query;
  return query.where((eb) =>
    eb.exists(
      eb
        .selectFrom("client_networks as cn")
        .select("cn.client_id")
        .whereRef("cn.client_id", "=", "c.id")
        .where("cn.network_id", "in", networkIds.length > 0 ? networkIds : [0]),
    ),
  );
}

export async function listSchools(
  data: ScopedDb,
  filter: { networkIds: readonly number[] | null; active: boolean; search?: string | undefined },
  page: Page,
) {
  let query = schoolsIn(data, filter.networkIds)
    .select(SCHOOL_COLUMNS)
    .where("c.active", "=", filter.active ? 1 : 0);
  if (filter.search) {
    const search = filter.search;
    query = query.where((eb) =>
      eb.or([
        containsText(eb, "c.nome", search),
        containsText(eb, "c.codigo", search),
        eb("c.inep", "=", filter.search ?? ""),
      ]),
    );
  }
  return paged(query, (q) => q.orderBy("c.nome").orderBy("c.id"), page);
}

export function findSchool(data: ScopedDb, id: number) {
  return data.selectFrom("clients as c").select(SCHOOL_COLUMNS).where("c.id", "=", id).executeTakeFirst();
}

export type SchoolRow = NonNullable<Awaited<ReturnType<typeof findSchool>>>;

/** The networks of these schools, one row each (school, network). */
export function networksOfSchools(data: ScopedDb, schoolIds: readonly number[]) {
  if (schoolIds.length === 0) return Promise.resolve([]);
  return data
    .selectFrom("client_networks as cn")
    .innerJoin("networks as n", "n.id", "cn.network_id")
    .select(["cn.client_id", "n.id", "n.codigo", "n.nome"])
    .where("cn.client_id", "in", schoolIds)
    .orderBy("n.nome")
    .execute();
}

export async function insertSchool(data: ScopedDb, school: ScopedInsert<"clients">) {
  const row = await insertInto(data, "clients").values(school).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSchool(
  data: ScopedDb,
  id: number,
  school: Pick<Updateable<Database["clients"]>, "nome" | "codigo" | "inep" | "whatsapp" | "active">,
) {
  await data.updateTable("clients").set(school).where("id", "=", id).execute();
}

export async function setSchoolNetworks(data: ScopedDb, schoolId: number, networkIds: number[]) {
  await data.deleteFrom("client_networks").where("client_id", "=", schoolId).execute();
  if (networkIds.length > 0) {
    await insertInto(data, "client_networks")
      .values(networkIds.map((networkId) => ({ client_id: schoolId, network_id: networkId })))
      .execute();
  }
}

// Classes

const CLASS_COLUMNS = [
  "g.id",
  "g.nome",
  "g.tipo",
  "g.school_year",
  "g.grade",
  "g.shift",
  "g.active",
  "g.client_id",
  "g.join_code",
] as const;

function classesWithCounts(data: ScopedDb) {
  return data
    .selectFrom("class_groups as g")
    .select((eb) => [
      ...CLASS_COLUMNS,
      membersCount(eb, "g.id", "student").as("students"),
      membersCount(eb, "g.id", "teacher").as("teachers"),
    ]);
}

export async function listClasses(
  data: ScopedDb,
  filter: { schoolId: number; year?: number | undefined; archived: boolean; search?: string | undefined },
  page: Page,
) {
  let query = classesWithCounts(data)
    .where("g.client_id", "=", filter.schoolId)
    .where("g.active", "=", filter.archived ? 0 : 1);
  if (filter.year !== undefined) query = query.where("g.school_year", "=", filter.year);
  if (filter.search) {
    const search = filter.search;
    query = query.where((eb) => containsText(eb, "g.nome", search));
  }
  return paged(query, (q) => q.orderBy("g.school_year", "desc").orderBy("g.nome").orderBy("g.id"), page);
}

export function findClass(data: ScopedDb, id: number) {
  return classesWithCounts(data).where("g.id", "=", id).executeTakeFirst();
}

export type ClassRow = NonNullable<Awaited<ReturnType<typeof findClass>>>;

export async function insertClass(data: ScopedDb, group: ScopedInsert<"class_groups">) {
  const row = await insertInto(data, "class_groups").values(group).returning("id").executeTakeFirstOrThrow();
  return row.id;
}

export async function updateClass(
  data: ScopedDb,
  id: number,
  group: Pick<
    Updateable<Database["class_groups"]>,
    "nome" | "tipo" | "school_year" | "grade" | "shift" | "active"
  >,
) {
  await data.updateTable("class_groups").set(group).where("id", "=", id).execute();
}

export async function setMember(
  data: ScopedDb,
  member: { groupId: number; userId: number; role: "student" | "teacher" },
  on: boolean,
) {
  const row = { group_id: member.groupId, user_id: member.userId, role: member.role };
  // One membership per person and class: taking a role replaces the other.
  await setLinkRow(data, "group_members", row, on, ["group_id", "user_id"]);
}

/** Takes a student out of the active classes of a school and year (before they move into another). */
export async function leaveYearClasses(
  data: ScopedDb,
  userId: number,
  group: { clientId: number | null; year: number | null },
) {
  await data
    .deleteFrom("group_members")
    .where("user_id", "=", userId)
    .where("role", "=", "student")
    .where("group_id", "in", (eb) => {
      let classes = eb.selectFrom("class_groups").select("id").where("active", "=", 1);
      classes =
        group.clientId === null
          ? classes.where("client_id", "is", null)
          : classes.where("client_id", "=", group.clientId);
      return group.year === null
        ? classes.where("school_year", "is", null)
        : classes.where("school_year", "=", group.year);
    })
    .execute();
}

// People

const PERSON_COLUMNS = [
  "u.id",
  "u.nome",
  "u.usuario",
  "u.email",
  "u.kind",
  "u.client_id",
  "u.deactivated_at",
  "u.can_share",
  "u.can_publish",
  "u.must_change_password",
  "u.platform_admin",
] as const;

export async function listPeople(
  data: ScopedDb,
  filter: {
    networkIds: readonly number[] | null;
    schoolId?: number | undefined;
    groupId?: number | undefined;
    kind?: string | undefined;
    active: boolean;
    search?: string | undefined;
  },
  page: Page,
) {
  let query = data
    .selectFrom("users as u")
    .select(PERSON_COLUMNS)
    .where("u.deactivated_at", filter.active ? "is" : "is not", null);
  if (filter.kind) query = query.where("u.kind", "=", filter.kind);
  if (filter.schoolId !== undefined) query = query.where("u.client_id", "=", filter.schoolId);
  const { networkIds, groupId, search } = filter;
  if (networkIds !== null) {
    query = query.where("u.client_id", "in", (eb) =>
      eb
        .selectFrom("client_networks")
        .select("client_id")
        .where("network_id", "in", networkIds.length > 0 ? networkIds : [0]),
    );
  }
  if (groupId !== undefined) {
    query = query.where("u.id", "in", (eb) =>
      eb.selectFrom("group_members").select("user_id").where("group_id", "=", groupId),
    );
  }
  if (search) {
    // A search with a digit is most often a login (an RA): when one has it, it is found through the unique
    // login index instead of reading every name of the scope; otherwise names and logins are searched for it.
    const login = isLoginSearch(search) ? await findPersonByLogin(data, search) : undefined;
    query = login
      ? query.where("u.usuario", "=", search)
      : query.where((eb) =>
          eb.or([containsText(eb, "u.nome", search), containsText(eb, "u.usuario", search)]),
        );
  }
  return paged(query, (q) => q.orderBy("u.nome").orderBy("u.id"), page);
}

/** The school years a school has classes in, not archived, the latest first. */
export async function schoolYearsWithClasses(data: ScopedDb, schoolId: number): Promise<number[]> {
  const rows = await data
    .selectFrom("class_groups")
    .select("school_year")
    .distinct()
    .where("client_id", "=", schoolId)
    .where("active", "=", 1)
    .where("school_year", "is not", null)
    .orderBy("school_year", "desc")
    .execute();
  return rows.flatMap((row) => (row.school_year === null ? [] : [row.school_year]));
}

export function findPerson(data: ScopedDb, id: number) {
  return data.selectFrom("users as u").select(PERSON_COLUMNS).where("u.id", "=", id).executeTakeFirst();
}

export type PersonRow = NonNullable<Awaited<ReturnType<typeof findPerson>>>;

export function findPersonByLogin(data: ScopedDb, login: string) {
  return data
    .selectFrom("users as u")
    .select(PERSON_COLUMNS)
    .where("u.usuario", "=", login)
    .executeTakeFirst();
}

/** Where each of these people stands (registration.policy.ts `PersonStanding`), in three queries. */
export async function standingsOf(data: ScopedDb, userIds: readonly number[]) {
  const standings = new Map<
    number,
    { platform_admin: number; schoolNetworkIds: number[]; managedNetworkIds: number[] }
  >();
  if (userIds.length === 0) return standings;
  const [people, schools, managers] = await Promise.all([
    data
      .selectFrom("users")
      .select(["id", "platform_admin", "client_id"])
      .where("id", "in", userIds)
      .execute(),
    data
      .selectFrom("users as u")
      .innerJoin("client_networks as cn", "cn.client_id", "u.client_id")
      .select(["u.id", "cn.network_id"])
      .where("u.id", "in", userIds)
      .execute(),
    data
      .selectFrom("network_managers")
      .select(["user_id", "network_id"])
      .where("user_id", "in", userIds)
      .execute(),
  ]);
  for (const person of people) {
    standings.set(person.id, {
      platform_admin: person.platform_admin,
      schoolNetworkIds: [],
      managedNetworkIds: [],
    });
  }
  for (const row of schools) standings.get(row.id)?.schoolNetworkIds.push(row.network_id);
  for (const row of managers) standings.get(row.user_id)?.managedNetworkIds.push(row.network_id);
  return standings;
}

// Guardians

export function guardiansOf(data: ScopedDb, studentId: number) {
  return data
    .selectFrom("guardians as g")
    .innerJoin("users as u", "u.id", "g.guardian_id")
    .select(["u.id", "u.nome", "u.usuario"])
    .where("g.student_id", "=", studentId)
    .orderBy("u.nome")
    .execute();
}

export async function setGuardian(data: ScopedDb, studentId: number, guardianId: number, on: boolean) {
  await setLinkRow(data, "guardians", { student_id: studentId, guardian_id: guardianId }, on);
}

export async function insertPairingCode(data: ScopedDb, code: ScopedInsert<"guardian_pairing_codes">) {
  await insertInto(data, "guardian_pairing_codes").values(code).execute();
}

export function findLivePairingCode(data: ScopedDb, codeHash: string, now: string) {
  return selectLive(data, "guardian_pairing_codes", now)
    .select(["id", "student_id"])
    .where("code_hash", "=", codeHash)
    .executeTakeFirst();
}

/** True only for the one request that spent the code. */
export function spendPairingCode(data: ScopedDb, id: number, now: string) {
  return useOnce(data, "guardian_pairing_codes", { id }, now);
}

// Join codes

/** Whether a class or a school of the scope has this join code already (codes are unique across both). */
export async function isJoinCodeTaken(data: ScopedDb, code: string): Promise<boolean> {
  const query = data;
  return (
    (await exists(query.selectFrom("class_groups").select("id").where("join_code", "=", code))) ||
    (await exists(query.selectFrom("clients").select("id").where("join_code", "=", code)))
  );
}

export async function setJoinCode(
  data: ScopedDb,
  target: { table: "class_groups" | "clients"; id: number },
  code: string,
) {
  await data.updateTable(target.table).set({ join_code: code }).where("id", "=", target.id).execute();
}

/** The active class with this join code, with its school. */
export function findActiveClassByJoinCode(data: ScopedDb, code: string) {
  return data
    .selectFrom("class_groups")
    .select(["id", "client_id"])
    .where("join_code", "=", code)
    .where("active", "=", 1)
    .executeTakeFirst();
}

/** The active school with this join code. */
export function findActiveSchoolByJoinCode(data: ScopedDb, code: string) {
  return data
    .selectFrom("clients")
    .select("id")
    .where("join_code", "=", code)
    .where("active", "=", 1)
    .executeTakeFirst();
}
