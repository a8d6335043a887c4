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

/**
 * What importing a roster would do to what the scope holds, worked out without writing anything: rows are the
 * same when their sourced ids are (or, for a row typed by hand and exported, when the export's id names it:
 * `trilha-<kind>-<id>`), changed when a field differs, and deactivated when a full import leaves them out.
 * A row that would change what the reach does not cover (a school of another network, a person Cadastros would
 * not let the caller change), or bring it into reach, is an error of that row that says only 'fora do seu
 * alcance': never whose it is, nor whether a login exists elsewhere.
 */

export interface Update<R> {
  id: number;
  row: R;
}

export interface RosterPlan {
  networks: { create: RosterNetwork[]; update: Update<RosterNetwork>[] };
  schools: { create: RosterSchool[]; update: Update<RosterSchool>[] };
  /** Schools to put in a network: by the network's sourced id (created by the import) or id. */
  links: { schoolSourcedId: string; network: { sourcedId: string } | { id: number } }[];
  classes: { create: RosterClass[]; update: Update<RosterClass>[]; archive: { id: number; nome: string }[] };
  people: {
    create: RosterPerson[];
    update: Update<RosterPerson>[];
    deactivate: { id: number; nome: string }[];
  };
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
    networks: { create: [], update: [] },
    schools: { create: [], update: [] },
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

  const findClass = finder(state.classes, "turma");
  const classesInFile = new Set<number>();
  for (const group of roster.classes) {
    const found = findClass(group.sourcedId);
    if (found && !inReach(found.client_id)) {
      outside(group.where);
      continue;
    }
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
  for (const group of state.classes) {
    if (
      group.active === 1 &&
      !classesInFile.has(group.id) &&
      group.sourced_id !== null &&
      inReach(group.client_id)
    ) {
      plan.classes.archive.push({ id: group.id, nome: group.nome });
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
  for (const user of state.users) {
    if (
      user.deactivated_at !== null ||
      user.kind === null ||
      user.sourced_id === null ||
      peopleInFile.has(user.id)
    ) {
      continue;
    }
    // A guardian belongs to no school: only an import of the whole scope knows they are gone.
    if (user.client_id !== null && !inReach(user.client_id)) continue;
    if (reachable(user)) plan.people.deactivate.push({ id: user.id, nome: user.nome });
  }

  // Anyone the caller may not change, whether the file lists them or only names them in an enrolment.
  const usersById = new Map(state.users.map((user) => [user.id, user]));
  const untouched = (id: number | undefined) => {
    const user = id === undefined ? undefined : usersById.get(id);
    return user !== undefined && !reachable(user);
  };
  planMembers(roster, state, plan, { findClass, findPerson, classesInFile }, (enrollment, userId) => {
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
 * A class in the file has exactly the file's members: those missing from it leave, the others join, each new
 * membership if `mayJoin` lets its person (by id, when they exist) join.
 */
function planMembers(
  roster: Roster,
  state: RosterState,
  plan: RosterPlan,
  found: {
    findClass: (sourcedId: string) => { id: number } | undefined;
    findPerson: (sourcedId: string) => { id: number } | undefined;
    classesInFile: ReadonlySet<number>;
  },
  mayJoin: (enrollment: RosterEnrollment, userId: number | undefined) => boolean,
): void {
  const wanted = new Set<string>();
  const seen = new Set<string>();
  const existing = new Set(
    state.members.map((member) => `${member.group_id}:${member.user_id}:${member.role}`),
  );
  for (const enrollment of roster.enrollments) {
    const key = `${enrollment.classSourcedId}\u0000${enrollment.userSourcedId}\u0000${enrollment.role}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const groupId = found.findClass(enrollment.classSourcedId)?.id;
    const userId = found.findPerson(enrollment.userSourcedId)?.id;
    if (groupId !== undefined && userId !== undefined) {
      const member = `${groupId}:${userId}:${enrollment.role}`;
      wanted.add(member);
      if (existing.has(member)) continue;
    }
    if (mayJoin(enrollment, userId)) plan.members.add.push(enrollment);
  }
  for (const member of state.members) {
    if (!found.classesInFile.has(member.group_id)) continue;
    if (!wanted.has(`${member.group_id}:${member.user_id}:${member.role}`)) {
      plan.members.remove.push({ group_id: member.group_id, user_id: member.user_id });
    }
  }
}
