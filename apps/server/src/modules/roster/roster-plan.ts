import { isPrivileged, type PersonStanding } from "../registrations/registration.policy.ts";
import { isPersonInReach, isSchoolInReach, type RosterReach } from "./roster.policy.ts";
import type { RosterState } from "./roster.repository.ts";
import type {
  Roster,
  RosterClass,
  RosterEnrollment,
  RosterIssue,
  RosterNetwork,
  RosterPerson,
  RosterSchool,
  Where,
} from "./roster-model.ts";
import { planMembers } from "./roster-plan-members.ts";

/**
 * What importing a roster would do to what the scope holds, worked out without writing anything: rows are the
 * same when their sourced ids are (or, for a row typed by hand and exported, when the export's id names it:
 * `trilha-<kind>-<id>`), changed when a field differs, and removed when the file marks them `tobedeleted` or,
 * for a `bulk` file, leaves them out. A bulk file speaks only for the schools it holds (its orgs, and the
 * schools its classes and people belong to): nothing of another school is deactivated by it. A `delta` file
 * changes only the rows it holds; a reference to a row it does not hold is looked for among the scope's.
 * A row that would change what the reach does not cover (a school of another network, a person Cadastros would
 * not let the caller change), or bring it into reach, is an error of that row that says only 'fora do seu
 * alcance': never whose it is, nor whether a login exists elsewhere.
 */

export interface Update<R> {
  id: number;
  row: R;
}

/** A row the import deactivates, with the school it is of (none for a guardian), for the dry run's account. */
export interface Removed {
  id: number;
  nome: string;
  schoolId: number | null;
}

export interface RosterPlan {
  /** `dissolve`: networks the file deletes; their schools leave them (the network and its managers stay). */
  networks: { create: RosterNetwork[]; update: Update<RosterNetwork>[]; dissolve: Removed[] };
  schools: { create: RosterSchool[]; update: Update<RosterSchool>[]; deactivate: Removed[] };
  /** Schools to put in a network: by the network's sourced id (created by the import) or id. */
  links: { schoolSourcedId: string; network: { sourcedId: string } | { id: number } }[];
  classes: { create: RosterClass[]; update: Update<RosterClass>[]; archive: Removed[] };
  people: { create: RosterPerson[]; update: Update<RosterPerson>[]; deactivate: Removed[] };
  members: { add: RosterEnrollment[]; remove: { group_id: number; user_id: number }[] };
  guardians: { add: { guardianSourcedId: string; studentSourcedId: string }[] };
}

/** The id an export gives a row typed by hand, which has no sourced id of its own. */
export const exportedId = (kind: "rede" | "escola" | "turma" | "pessoa", id: number) =>
  `trilha-${kind}-${id}`;

export function finder<R extends { id: number; sourced_id: string | null }>(
  rows: readonly R[],
  kind: Parameters<typeof exportedId>[0],
) {
  const bySourcedId = new Map<string, R>();
  const byId = new Map<number, R>();
  for (const row of rows) {
    if (row.sourced_id !== null) bySourcedId.set(row.sourced_id, row);
    else byId.set(row.id, row);
  }
  const prefix = `trilha-${kind}-`;
  return (sourcedId: string): R | undefined => {
    const found = bySourcedId.get(sourcedId);
    if (found || !sourcedId.startsWith(prefix)) return found;
    return byId.get(Number(sourcedId.slice(prefix.length)));
  };
}

/** The sourced id a row answers to: its own, or the one an export gave it. */
export function sourcedIdOf(
  row: { id: number; sourced_id: string | null },
  kind: Parameters<typeof exportedId>[0],
) {
  return row.sourced_id ?? exportedId(kind, row.id);
}

export function planRoster(
  roster: Roster,
  state: RosterState,
  reach: RosterReach,
): { plan: RosterPlan; issues: RosterIssue[] } {
  const issues: RosterIssue[] = [];
  const plan: RosterPlan = {
    networks: { create: [], update: [], dissolve: [] },
    schools: { create: [], update: [], deactivate: [] },
    links: [],
    classes: { create: [], update: [], archive: [] },
    people: { create: [], update: [], deactivate: [] },
    members: { add: [], remove: [] },
    guardians: { add: [] },
  };
  const networksOf = new Map<number, number[]>();
  for (const link of state.links) {
    networksOf.set(link.client_id, [...(networksOf.get(link.client_id) ?? []), link.network_id]);
  }
  const inReach = (clientId: number | null) =>
    clientId === null ? reach.kind === "scope" : isSchoolInReach(reach, networksOf.get(clientId) ?? []);
  const outside = (where: Where) => issues.push({ ...where, code: "outsideReach" });

  const findNetwork = finder(state.networks, "rede");
  if (reach.kind === "scope") {
    for (const network of roster.networks) {
      const found = findNetwork(network.sourcedId);
      if (!found) plan.networks.create.push(network);
      else if (found.nome !== network.nome || found.codigo !== network.codigo) {
        plan.networks.update.push({ id: found.id, row: network });
      }
    }
  }
  // A network the file deletes: its schools leave it. Networks are the scope's: only its administrators do it.
  const linkedNetworks = new Set(state.links.map((link) => link.network_id));
  for (const removed of roster.deleted.networks) {
    const found = findNetwork(removed.sourcedId);
    if (!found || !linkedNetworks.has(found.id)) continue;
    if (reach.kind === "scope")
      plan.networks.dissolve.push({ id: found.id, nome: found.nome, schoolId: null });
    else outside(removed.where);
  }

  const findSchool = finder(state.schools, "escola");
  for (const school of roster.schools) {
    const found = findSchool(school.sourcedId);
    if (found && !inReach(found.id)) {
      outside(school.where);
      continue;
    }
    if (!found) plan.schools.create.push(school);
    else if (found.nome !== school.nome || found.codigo !== school.codigo || found.active !== 1) {
      plan.schools.update.push({ id: found.id, row: school });
    }
    const linked = found ? (networksOf.get(found.id) ?? []) : [];
    if (reach.kind === "network") {
      if (!found) plan.links.push({ schoolSourcedId: school.sourcedId, network: { id: reach.networkId } });
    } else if (school.networkSourcedId) {
      const network = findNetwork(school.networkSourcedId);
      if (!network)
        plan.links.push({
          schoolSourcedId: school.sourcedId,
          network: { sourcedId: school.networkSourcedId },
        });
      else if (!linked.includes(network.id))
        plan.links.push({ schoolSourcedId: school.sourcedId, network: { id: network.id } });
    }
  }
  const schoolIdOf = (sourcedId: string | null) =>
    sourcedId === null ? null : (findSchool(sourcedId)?.id ?? null);
  for (const removed of roster.deleted.schools) {
    const found = findSchool(removed.sourcedId);
    if (found?.active !== 1) continue;
    if (inReach(found.id))
      plan.schools.deactivate.push({ id: found.id, nome: found.nome, schoolId: found.id });
    else outside(removed.where);
  }

  // The schools the file speaks for, and a school it names without holding it: the scope's, when the file of
  // orgs is not a bulk one (checkRoster answered for the bulk one), and within the reach.
  const schoolsInFile = new Set(roster.schools.map((school) => school.sourcedId));
  const covered = new Set<number>();
  const referToSchool = (sourcedId: string | null, where: Where): boolean => {
    if (sourcedId === null) return true;
    const found = findSchool(sourcedId);
    if (found) covered.add(found.id);
    if (schoolsInFile.has(sourcedId)) return true;
    if (!found) {
      if (roster.modes.orgs !== "bulk")
        issues.push({ ...where, code: "unknownReference", values: { id: sourcedId } });
      return false;
    }
    if (inReach(found.id)) return true;
    outside(where);
    return false;
  };
  for (const school of roster.schools) referToSchool(school.sourcedId, school.where);

  const findClass = finder(state.classes, "turma");
  const classesInFile = new Set<number>();
  for (const group of roster.classes) {
    const found = findClass(group.sourcedId);
    if (found && !inReach(found.client_id)) {
      outside(group.where);
      continue;
    }
    if (!referToSchool(group.schoolSourcedId, group.where)) continue;
    if (!found) {
      plan.classes.create.push(group);
      continue;
    }
    classesInFile.add(found.id);
    // OneRoster has no shift: a class keeps the one typed by hand.
    const shift = group.shift ?? found.shift;
    if (
      found.nome !== group.nome ||
      found.tipo !== group.tipo ||
      found.client_id !== schoolIdOf(group.schoolSourcedId) ||
      found.school_year !== group.schoolYear ||
      found.grade !== group.grade ||
      found.shift !== shift ||
      found.active !== 1
    ) {
      plan.classes.update.push({ id: found.id, row: { ...group, shift: shift as RosterClass["shift"] } });
    }
  }
  const archive = removingOnce(plan.classes.archive);
  for (const removed of roster.deleted.classes) {
    const found = findClass(removed.sourcedId);
    if (found?.active !== 1) continue;
    if (inReach(found.client_id)) archive(found);
    else outside(removed.where);
  }
  for (const person of roster.people) referToSchool(person.schoolSourcedId, person.where);
  if (roster.modes.classes === "bulk") {
    for (const group of state.classes) {
      if (
        group.active === 1 &&
        !classesInFile.has(group.id) &&
        group.sourced_id !== null &&
        group.client_id !== null &&
        covered.has(group.client_id) &&
        inReach(group.client_id)
      ) {
        archive(group);
      }
    }
  }

  const findPerson = finder(state.users, "pessoa");
  const byLogin = new Map(state.users.map((user) => [user.usuario, user]));
  const managedBy = new Map<number, number[]>();
  for (const manager of state.managers) {
    managedBy.set(manager.user_id, [...(managedBy.get(manager.user_id) ?? []), manager.network_id]);
  }
  const standingOf = (user: RosterState["users"][number]): PersonStanding => ({
    platform_admin: user.platform_admin,
    schoolNetworkIds: user.client_id === null ? [] : (networksOf.get(user.client_id) ?? []),
    managedNetworkIds: managedBy.get(user.id) ?? [],
  });
  const reachable = (user: RosterState["users"][number]) => isPersonInReach(reach, standingOf(user));
  const peopleInFile = new Set<number>();
  for (const person of roster.people) {
    const found = findPerson(person.sourcedId);
    const holder = byLogin.get(person.usuario);
    if (holder && holder.id !== found?.id) {
      if (reachable(holder))
        issues.push({ ...person.where, code: "loginTaken", values: { valor: person.usuario } });
      else outside(person.where);
      continue;
    }
    if (!found) {
      plan.people.create.push(person);
      continue;
    }
    const emailChanged = (found.email ?? null) !== person.email;
    const changed =
      found.usuario !== person.usuario ||
      found.nome !== person.nome ||
      emailChanged ||
      found.kind !== person.kind ||
      found.client_id !== schoolIdOf(person.schoolSourcedId) ||
      found.deactivated_at !== null;
    // Someone the caller may not change: an unchanged row about them passes, and nothing enrols or links them.
    if (!reachable(found)) {
      if (changed) outside(person.where);
      continue;
    }
    peopleInFile.add(found.id);
    if (!changed) continue;
    // A reset link to a new address would hand over a platform or a network: that address changes by hand.
    if (emailChanged && isPrivileged(standingOf(found))) {
      issues.push({ ...person.where, code: "privilegedEmail" });
      continue;
    }
    plan.people.update.push({ id: found.id, row: person });
  }
  const deactivate = removingOnce(plan.people.deactivate);
  for (const removed of roster.deleted.people) {
    const found = findPerson(removed.sourcedId);
    if (!found || found.deactivated_at !== null) continue;
    if (reachable(found)) deactivate(found);
    else outside(removed.where);
  }
  if (roster.modes.users === "bulk") {
    // A guardian without a school (imported before guardians had one): they go when every student they answer
    // for is of the file's schools.
    const wardsOf = new Map<number, number[]>();
    for (const link of state.guardians) {
      wardsOf.set(link.guardian_id, [...(wardsOf.get(link.guardian_id) ?? []), link.student_id]);
    }
    const usersById = new Map(state.users.map((user) => [user.id, user]));
    const ofFileSchools = (user: RosterState["users"][number]): boolean => {
      if (user.client_id !== null) return covered.has(user.client_id);
      const wards = wardsOf.get(user.id) ?? [];
      return (
        wards.length > 0 &&
        wards.every((id) => {
          const ward = usersById.get(id);
          return ward?.client_id != null && covered.has(ward.client_id);
        })
      );
    };
    for (const user of state.users) {
      if (user.deactivated_at !== null || user.kind === null || user.sourced_id === null) continue;
      if (peopleInFile.has(user.id) || !ofFileSchools(user)) continue;
      if (user.client_id !== null && !inReach(user.client_id)) continue;
      if (reachable(user)) deactivate(user);
    }
  }

  // Anyone the caller may not change, whether the file lists them or only names them in an enrolment.
  const usersById = new Map(state.users.map((user) => [user.id, user]));
  const untouched = (id: number | undefined) => {
    const user = id === undefined ? undefined : usersById.get(id);
    return user !== undefined && !reachable(user);
  };
  const classes = {
    find: findClass,
    inFile: classesInFile,
    inReach: (group: RosterState["classes"][number]) => inReach(group.client_id),
  };
  planMembers(roster, state, plan, { classes, findPerson, issues }, (enrollment, userId) => {
    if (!untouched(userId)) return true;
    outside(enrollment.where);
    return false;
  });
  const links = new Set(state.guardians.map((link) => `${link.guardian_id}:${link.student_id}`));
  for (const guardian of roster.people) {
    const guardianId = findPerson(guardian.sourcedId)?.id;
    for (const student of guardian.guardianOf) {
      const studentId = findPerson(student)?.id;
      if (guardianId !== undefined && studentId !== undefined && links.has(`${guardianId}:${studentId}`))
        continue;
      // A new link would let a guardian see a student: both must be the caller's to change.
      if (untouched(guardianId) || untouched(studentId)) {
        outside(guardian.where);
        break;
      }
      plan.guardians.add.push({ guardianSourcedId: guardian.sourcedId, studentSourcedId: student });
    }
  }
  return { plan, issues };
}

/**
 * Puts a row in `removed` the first time only: a row a file marks deleted may also be one a bulk file leaves
 * out, or be marked twice.
 */
function removingOnce(removed: Removed[]) {
  const seen = new Set<number>();
  return (row: { id: number; nome: string; client_id: number | null }) => {
    if (seen.has(row.id)) return;
    seen.add(row.id);
    removed.push({ id: row.id, nome: row.nome, schoolId: row.client_id });
  };
}
