import type { RosterState } from "./roster.repository.ts";
import type { Roster, RosterEnrollment, RosterIssue, Where } from "./roster-model.ts";
import type { RosterPlan } from "./roster-plan.ts";

/**
 * A class the file speaks for has exactly the file's members when the enrolments are a bulk file: those missing
 * from it leave, the others join, each new membership if `mayJoin` lets its person (by id, when they exist)
 * join. The classes it speaks for are those of the classes file, and those its enrolments name. A delta file only
 * adds, and takes out what it marks `tobedeleted`. An enrolment may name a class or person of the scope the
 * file does not hold, when their file is not a bulk one (checkRoster answered for those).
 */
export function planMembers(
  roster: Roster,
  state: RosterState,
  plan: RosterPlan,
  found: {
    classes: {
      find: (sourcedId: string) => RosterState["classes"][number] | undefined;
      inFile: ReadonlySet<number>;
      inReach: (group: RosterState["classes"][number]) => boolean;
    };
    findPerson: (sourcedId: string) => { id: number } | undefined;
    issues: RosterIssue[];
  },
  mayJoin: (enrollment: RosterEnrollment, userId: number | undefined) => boolean,
): void {
  const classesInFile = new Set(roster.classes.map((group) => group.sourcedId));
  const peopleInFile = new Set(roster.people.map((person) => person.sourcedId));
  const spokenFor = new Set(found.classes.inFile);
  /** The class's id, when the enrolment may name it (undefined: one the file creates); null when it may not. */
  const classOf = (enrollment: RosterEnrollment): number | undefined | null => {
    const group = found.classes.find(enrollment.classSourcedId);
    if (classesInFile.has(enrollment.classSourcedId)) return group?.id;
    if (!group) {
      if (roster.modes.classes !== "bulk") unknown(enrollment.where, enrollment.classSourcedId);
      return null;
    }
    if (!found.classes.inReach(group)) {
      found.issues.push({ ...enrollment.where, code: "outsideReach" });
      return null;
    }
    return group.id;
  };
  const unknown = (where: Where, id: string) =>
    found.issues.push({ ...where, code: "unknownReference", values: { id } });
  const wanted = new Set<string>();
  const seen = new Set<string>();
  const existing = new Set(
    state.members.map((member) => `${member.group_id}:${member.user_id}:${member.role}`),
  );
  for (const enrollment of roster.enrollments) {
    const key = `${enrollment.classSourcedId}\u0000${enrollment.userSourcedId}\u0000${enrollment.role}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const groupId = classOf(enrollment);
    if (groupId === null) continue;
    const userId = found.findPerson(enrollment.userSourcedId)?.id;
    if (userId === undefined && !peopleInFile.has(enrollment.userSourcedId)) {
      if (roster.modes.users !== "bulk") unknown(enrollment.where, enrollment.userSourcedId);
      continue;
    }
    if (groupId !== undefined) spokenFor.add(groupId);
    if (groupId !== undefined && userId !== undefined) {
      const member = `${groupId}:${userId}:${enrollment.role}`;
      wanted.add(member);
      if (existing.has(member)) continue;
    }
    if (mayJoin(enrollment, userId)) plan.members.add.push(enrollment);
  }
  const removed = new Set<string>();
  const remove = (member: { group_id: number; user_id: number }) => {
    const key = `${member.group_id}:${member.user_id}`;
    if (removed.has(key)) return;
    removed.add(key);
    plan.members.remove.push({ group_id: member.group_id, user_id: member.user_id });
  };
  for (const enrollment of roster.deleted.enrollments) {
    const group = found.classes.find(enrollment.classSourcedId);
    const userId = found.findPerson(enrollment.userSourcedId)?.id;
    if (!group || userId === undefined || !existing.has(`${group.id}:${userId}:${enrollment.role}`)) continue;
    if (found.classes.inReach(group) && mayJoin(enrollment, userId))
      remove({ group_id: group.id, user_id: userId });
  }
  if (roster.modes.enrollments !== "bulk") return;
  for (const member of state.members) {
    if (!spokenFor.has(member.group_id)) continue;
    if (!wanted.has(`${member.group_id}:${member.user_id}:${member.role}`)) remove(member);
  }
}
