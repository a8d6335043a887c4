import { LOGIN_MAX_LENGTH } from "@trilha/contracts/limits";
import { isEmailAddress } from "@trilha/contracts/rules/email-address";
import type { Roster, RosterIssue, Where } from "./roster-model.ts";

/**
 * The checks a roster passes before anything is written, whatever format it came in: required values, ids
 * and logins given once, references that lead somewhere, logins and e-mails that can be used, and a student in
 * at most one official class per school year. Each failure names the file and line of the row at fault. A
 * reference into a file that is not a bulk one (a delta, or absent) may be to a row the scope holds: the plan
 * looks for it there.
 */

/** Logins are typed at sign-in: no spaces, no control characters. */
const LOGIN = /^[^\s\p{C}]+$/u;

export function checkRoster(roster: Roster): RosterIssue[] {
  const issues: RosterIssue[] = [];
  // A file that could not be read already has its error: references into it are not each an error too.
  const broken = new Set(
    roster.issues
      .filter((issue) => issue.code === "missingFile" || issue.code === "missingColumn")
      .map((issue) => issue.file.toLowerCase()),
  );
  const judged = (file: string, mode: "bulk" | "delta" | "absent") => mode === "bulk" && !broken.has(file);
  const add = (where: Where, code: RosterIssue["code"], values?: Record<string, string>) =>
    issues.push(values ? { ...where, code, values } : { ...where, code });

  const unique = <T extends { sourcedId: string; where: Where }>(rows: readonly T[], column: string) => {
    const first = new Map<string, Where>();
    for (const row of rows) {
      if (row.sourcedId === "") {
        add(row.where, "required", { coluna: column });
        continue;
      }
      const earlier = first.get(row.sourcedId);
      if (earlier) add(row.where, "duplicateId", { id: row.sourcedId, linha: String(earlier.line) });
      else first.set(row.sourcedId, row.where);
    }
    return first;
  };
  const networks = unique(roster.networks, "sourcedId");
  const schools = unique(roster.schools, "sourcedId");
  unique(roster.classes, "sourcedId");
  const people = unique(roster.people, "sourcedId");

  for (const school of roster.schools) {
    if (school.nome === "") add(school.where, "required", { coluna: "name" });
    if (school.networkSourcedId && !networks.has(school.networkSourcedId)) {
      // A school's parent may be another school's district the file leaves out; only a named district counts.
      school.networkSourcedId = null;
    }
  }
  for (const group of roster.classes) {
    if (group.nome === "") add(group.where, "required", { coluna: "title" });
    if (networks.has(group.schoolSourcedId)) {
      add(group.where, "classInNetwork", { id: group.schoolSourcedId });
    } else if (!schools.has(group.schoolSourcedId) && judged("orgs.csv", roster.modes.orgs)) {
      add(group.where, "unknownReference", { id: group.schoolSourcedId });
    }
  }

  const logins = new Map<string, Where>();
  for (const person of roster.people) {
    if (person.nome === "") add(person.where, "required", { coluna: "name" });
    if (!LOGIN.test(person.usuario) || person.usuario.length > LOGIN_MAX_LENGTH) {
      add(person.where, "badLogin", { valor: person.usuario });
    } else {
      const earlier = logins.get(person.usuario);
      if (earlier)
        add(person.where, "duplicateLogin", { valor: person.usuario, linha: String(earlier.line) });
      else logins.set(person.usuario, person.where);
    }
    if (person.email !== null && !isEmailAddress(person.email)) {
      add(person.where, "badEmail", { valor: person.email });
    }
    if (person.schoolSourcedId !== null && !schools.has(person.schoolSourcedId)) {
      // Staff of a district are people of no one school.
      if (networks.has(person.schoolSourcedId)) person.schoolSourcedId = null;
      else if (judged("orgs.csv", roster.modes.orgs))
        add(person.where, "unknownReference", { id: person.schoolSourcedId });
    }
  }

  const classById = new Map(roster.classes.map((group) => [group.sourcedId, group]));
  const officialClassOf = new Map<string, string>();
  for (const enrollment of roster.enrollments) {
    const group = classById.get(enrollment.classSourcedId);
    if (!group && judged("classes.csv", roster.modes.classes))
      add(enrollment.where, "unknownReference", { id: enrollment.classSourcedId });
    if (!people.has(enrollment.userSourcedId) && judged("users.csv", roster.modes.users)) {
      add(enrollment.where, "unknownReference", { id: enrollment.userSourcedId });
    }
    if (!group || enrollment.role !== "student" || group.tipo !== "adm" || group.schoolYear === null)
      continue;
    const key = `${enrollment.userSourcedId}\u0000${group.schoolYear}`;
    const other = officialClassOf.get(key);
    if (other !== undefined && other !== group.sourcedId) {
      add(enrollment.where, "twoClassesInYear", {
        id: enrollment.userSourcedId,
        ano: String(group.schoolYear),
      });
    } else {
      officialClassOf.set(key, group.sourcedId);
    }
  }
  return issues;
}
