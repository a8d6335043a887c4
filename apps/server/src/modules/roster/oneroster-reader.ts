import {
  emptyRoster,
  type PersonKind,
  type Roster,
  type RosterEnrollment,
  type RosterFile,
  type RosterIssue,
  type RosterPerson,
} from "./roster-model.ts";
import { csvTable, type Table } from "./roster-table.ts";

/**
 * OneRoster's bulk CSV files (1EdTech OneRoster 1.2 CSV binding, and 1.1). In 1.2 a person's schools and role
 * come from `roles.csv`; in 1.1 from the `orgSourcedIds` and `role` columns of `users.csv`, which has no
 * `roles.csv`. The manifest's `oneroster.version` decides, else the headers do. Demographics are not read.
 * Rows whose `status` is `tobedeleted` (1.1's deletions) are left out, as people missing from a full import.
 */

const FILES = {
  orgs: ["sourcedId", "name", "type"],
  academicSessions: ["sourcedId", "type", "schoolYear"],
  courses: ["sourcedId", "title"],
  classes: ["sourcedId", "title", "schoolSourcedId"],
  users: ["sourcedId", "username", "givenName", "familyName"],
  roles: ["userSourcedId", "role", "orgSourcedId"],
  enrollments: ["classSourcedId", "userSourcedId", "role"],
} as const;

type FileName = keyof typeof FILES;

/** OneRoster's roles, as the platform's kinds of people. */
const KIND_OF_ROLE: Record<string, PersonKind> = {
  student: "student",
  teacher: "teacher",
  aide: "staff",
  administrator: "staff",
  proctor: "staff",
  counselor: "staff",
  principal: "staff",
  siteadministrator: "staff",
  districtadministrator: "staff",
  systemadministrator: "staff",
  guardian: "guardian",
  parent: "guardian",
  relative: "guardian",
};

/** Whether the set of files is OneRoster's (a manifest or a users.csv). */
export function isOneRoster(files: ReadonlyMap<string, RosterFile>): boolean {
  return files.has("manifest.csv") || files.has("users.csv");
}

const listOf = (value: string) =>
  value
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");

const live = (table: Table) => table.rows.filter((row) => row.get("status").toLowerCase() !== "tobedeleted");

function versionOf(files: ReadonlyMap<string, RosterFile>, issues: RosterIssue[]): "1.1" | "1.2" {
  const manifest = files.get("manifest.csv");
  if (manifest) {
    const table = csvTable("manifest.csv", manifest.bytes, ["propertyName", "value"], issues);
    const version = table.rows.find((row) => row.get("propertyName").toLowerCase() === "oneroster.version");
    if (version?.get("value").startsWith("1.1")) return "1.1";
    if (version?.get("value").startsWith("1.2")) return "1.2";
  }
  if (files.has("roles.csv")) return "1.2";
  return "1.1";
}

export function readOneRoster(files: ReadonlyMap<string, RosterFile>): Roster {
  const issues: RosterIssue[] = [];
  const version = versionOf(files, issues);
  const table = (name: FileName, required: readonly string[] = FILES[name]): Table | null => {
    const file = files.get(`${name.toLowerCase()}.csv`);
    if (!file) return null;
    return csvTable(file.name, file.bytes, required, issues);
  };
  const need = (name: FileName, required?: readonly string[]): Table => {
    const found = table(name, required);
    if (found) return found;
    issues.push({ file: `${name}.csv`, line: 0, code: "missingFile" });
    return { file: `${name}.csv`, columns: new Set(), rows: [] };
  };

  const roster = emptyRoster(version === "1.1" ? "oneroster-1.1" : "oneroster-1.2", issues);

  for (const row of live(need("orgs"))) {
    const where = { file: "orgs.csv", line: row.line };
    const type = row.get("type").toLowerCase();
    const sourcedId = row.get("sourcedId");
    const nome = row.get("name");
    const codigo = row.get("identifier") || null;
    if (type === "district") {
      roster.networks.push({ sourcedId, nome, codigo: codigo ?? sourcedId, where });
    } else if (type === "school") {
      roster.schools.push({
        sourcedId,
        nome,
        codigo,
        networkSourcedId: row.get("parentSourcedId") || null,
        where,
      });
    }
  }

  const yearOfSession = new Map<string, string>();
  const sessions = table("academicSessions");
  for (const row of sessions ? live(sessions) : [])
    yearOfSession.set(row.get("sourcedId"), row.get("schoolYear"));
  const gradeOfCourse = new Map<string, string>();
  const courses = table("courses");
  for (const row of courses ? live(courses) : []) gradeOfCourse.set(row.get("sourcedId"), row.get("grades"));

  for (const row of live(need("classes"))) {
    const where = { file: "classes.csv", line: row.line };
    const term = listOf(row.get("termSourcedIds"))[0];
    const year = term === undefined ? "" : (yearOfSession.get(term) ?? "");
    const grade = row.get("grades") || gradeOfCourse.get(row.get("courseSourcedId")) || "";
    const schoolYear = year === "" ? null : Number(year);
    if (schoolYear !== null && !(Number.isInteger(schoolYear) && schoolYear >= 1900 && schoolYear <= 2200)) {
      issues.push({ ...where, code: "badYear", values: { valor: year } });
    }
    roster.classes.push({
      sourcedId: row.get("sourcedId"),
      nome: row.get("title"),
      tipo: row.get("classType").toLowerCase() === "scheduled" ? "pro" : "adm",
      schoolSourcedId: row.get("schoolSourcedId"),
      schoolYear: schoolYear !== null && Number.isInteger(schoolYear) ? schoolYear : null,
      grade: listOf(grade).join(", ") || null,
      shift: null,
      where,
    });
  }

  const users = need("users", version === "1.1" ? [...FILES.users, "role", "orgSourcedIds"] : FILES.users);
  const rolesOf = new Map<string, { role: string; org: string; primary: boolean }[]>();
  if (version === "1.2") {
    for (const row of live(need("roles"))) {
      const list = rolesOf.get(row.get("userSourcedId")) ?? [];
      list.push({
        role: row.get("role").toLowerCase(),
        org: row.get("orgSourcedId"),
        primary: row.get("roleType").toLowerCase() === "primary",
      });
      rolesOf.set(row.get("userSourcedId"), list);
    }
  }
  const agentsOf = new Map<string, string[]>();
  for (const row of live(users)) {
    const where = { file: "users.csv", line: row.line };
    if (row.get("enabledUser").toLowerCase() === "false") continue;
    const sourcedId = row.get("sourcedId");
    const roles =
      version === "1.1"
        ? [
            {
              role: row.get("role").toLowerCase(),
              org: listOf(row.get("orgSourcedIds"))[0] ?? "",
              primary: true,
            },
          ]
        : (rolesOf.get(sourcedId) ?? []);
    const main = roles.find((role) => role.primary) ?? roles[0];
    const kind = main ? KIND_OF_ROLE[main.role.replace(/\s/g, "")] : undefined;
    if (!kind) {
      issues.push({ ...where, code: "required", values: { coluna: "role" } });
      continue;
    }
    const nome = [row.get("givenName"), row.get("middleName"), row.get("familyName")]
      .filter(Boolean)
      .join(" ");
    const person: RosterPerson = {
      sourcedId,
      usuario: row.get("username"),
      nome,
      email: row.get("email") || null,
      kind,
      schoolSourcedId: kind === "guardian" ? null : main?.org || null,
      guardianOf: [],
      where,
    };
    agentsOf.set(sourcedId, listOf(row.get("agentSourcedIds")));
    roster.people.push(person);
  }
  linkGuardians(roster.people, agentsOf);

  for (const row of live(need("enrollments"))) {
    const role = row.get("role").toLowerCase();
    if (role !== "student" && role !== "teacher") continue;
    const enrollment: RosterEnrollment = {
      classSourcedId: row.get("classSourcedId"),
      userSourcedId: row.get("userSourcedId"),
      role,
      where: { file: "enrollments.csv", line: row.line },
    };
    roster.enrollments.push(enrollment);
  }
  return roster;
}

/**
 * A guardian answers for the students OneRoster links them to by `agentSourcedIds`, written on either side
 * (the student's agents, or the guardian's).
 */
function linkGuardians(people: RosterPerson[], agentsOf: ReadonlyMap<string, string[]>): void {
  const byId = new Map(people.map((person) => [person.sourcedId, person]));
  for (const person of people) {
    for (const agent of agentsOf.get(person.sourcedId) ?? []) {
      const other = byId.get(agent);
      if (!other) continue;
      if (person.kind === "guardian" && other.kind === "student") addOnce(person.guardianOf, other.sourcedId);
      if (person.kind === "student" && other.kind === "guardian") addOnce(other.guardianOf, person.sourcedId);
    }
  }
}

function addOnce(list: string[], item: string): void {
  if (!list.includes(item)) list.push(item);
}
