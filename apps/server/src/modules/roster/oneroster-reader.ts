import { readOrgs } from "./oneroster-orgs.ts";
import { type DateOrder, dateOrderOf, readRosterDate } from "./roster-dates.ts";
import {
  emptyRoster,
  type FileMode,
  type PersonKind,
  type Roster,
  type RosterEnrollment,
  type RosterFile,
  type RosterModes,
  type RosterPerson,
  type Where,
} from "./roster-model.ts";
import { csvTable, type Table, type TableColumns, type TableRow } from "./roster-table.ts";

/**
 * OneRoster's CSV files (1EdTech OneRoster 1.2 CSV binding, and 1.1), bulk or delta. In 1.2 a person's schools
 * and role come from `roles.csv`; in 1.1 from the `orgSourcedIds` and `role` columns of `users.csv`, which has
 * no `roles.csv`. The manifest's `oneroster.version` decides, else the headers do; its `file.<name>` says what
 * each file speaks for (see `FileMode`). A row's `status` is `active`, empty, or `tobedeleted` (1.0's
 * `inactive` too): such a row, and a user with `enabledUser` false, is removed. Demographics, results and the
 * other files are not read, and the answer lists them as skipped.
 */

const STATUS_COLUMNS = ["sourcedId", "status", "dateLastModified"];

const FILES: Record<
  "orgs" | "academicSessions" | "courses" | "classes" | "users" | "roles" | "enrollments",
  TableColumns
> = {
  orgs: { required: ["sourcedId", "name", "type"], optional: ["identifier", "parentSourcedId"] },
  academicSessions: {
    required: ["sourcedId"],
    optional: ["title", "type", "startDate", "endDate", "parentSourcedId", "schoolYear"],
  },
  courses: {
    required: ["sourcedId", "title"],
    optional: ["schoolYearSourcedId", "courseCode", "grades", "orgSourcedId", "subjects", "subjectCodes"],
    aliases: { grade: "grades", subject: "subjects" },
  },
  classes: {
    required: ["sourcedId", "title", "schoolSourcedId"],
    optional: [
      "grades",
      "courseSourcedId",
      "classCode",
      "classType",
      "location",
      "termSourcedIds",
      "subjects",
    ],
    aliases: { grade: "grades", termSourcedId: "termSourcedIds" },
  },
  users: {
    required: ["sourcedId", "username", "givenName", "familyName"],
    optional: ["enabledUser", "middleName", "identifier", "email", "agentSourcedIds", "userIds", "grades"],
    aliases: { grade: "grades", agents: "agentSourcedIds", userId: "userIds", orgSourcedId: "orgSourcedIds" },
  },
  roles: {
    required: ["userSourcedId", "role", "orgSourcedId"],
    optional: ["roleType", "beginDate", "endDate", "userProfileSourcedId"],
  },
  enrollments: {
    required: ["classSourcedId", "userSourcedId", "role"],
    optional: ["schoolSourcedId", "primary", "beginDate", "endDate"],
  },
};

type FileName = keyof typeof FILES;

const READ = new Set(["manifest.csv", ...Object.keys(FILES).map((name) => `${name.toLowerCase()}.csv`)]);

/** The files of the standard the import does not read (results, resources, demographics…). */
const NOT_READ = new Set(
  [
    "demographics",
    "categories",
    "lineItems",
    "results",
    "resources",
    "classResources",
    "courseResources",
    "userProfiles",
    "lineItemLearningObjectiveIds",
    "resultLearningObjectiveIds",
    "lineItemScoreScales",
    "resultScoreScales",
    "scoreScales",
  ].map((name) => `${name.toLowerCase()}.csv`),
);

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

const kindOfRole = (role: string): PersonKind | undefined =>
  role.startsWith("ext:") ? "staff" : KIND_OF_ROLE[role.replace(/\s/g, "")];

/** Whether the set of files is OneRoster's (a manifest or a users.csv). */
export function isOneRoster(files: ReadonlyMap<string, RosterFile>): boolean {
  return files.has("manifest.csv") || files.has("users.csv");
}

const listOf = (value: string) =>
  value
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");

const MODES: readonly string[] = ["bulk", "delta", "absent"];

interface Manifest {
  version: "1.1" | "1.2";
  /** `file.<name>` as written, by file name in lower case; empty without a manifest. */
  modes: Map<string, FileMode>;
}

function readManifest(files: ReadonlyMap<string, RosterFile>, roster: Roster): Manifest {
  const modes = new Map<string, FileMode>();
  const manifest = files.get("manifest.csv");
  let version: Manifest["version"] | null = null;
  if (manifest) {
    const table = csvTable(manifest.name, manifest.bytes, { required: ["propertyName", "value"] }, roster);
    for (const row of table.rows) {
      const property = row.get("propertyName").toLowerCase();
      const value = row.get("value");
      if (property === "oneroster.version") {
        if (value.startsWith("1.1")) version = "1.1";
        else if (value.startsWith("1.2")) version = "1.2";
      } else if (property.startsWith("file.")) {
        const mode = value.toLowerCase();
        if (MODES.includes(mode)) modes.set(property.slice("file.".length), mode as FileMode);
        // Some exporters leave it empty: the file's presence says what it is, as with no manifest.
        else if (mode === "")
          roster.warnings.push({ file: manifest.name, line: row.line, code: "modeMissing" });
        else
          roster.issues.push({
            file: manifest.name,
            line: row.line,
            code: "badMode",
            values: { valor: value },
          });
      }
    }
  }
  return { version: version ?? (files.has("roles.csv") ? "1.2" : "1.1"), modes };
}

/** A row's status: kept, removed, or an error of its line. */
function statusOf(row: TableRow, where: Where, roster: Roster): "live" | "deleted" | "bad" {
  const status = row.get("status").toLowerCase();
  if (status === "" || status === "active") return "live";
  if (status === "tobedeleted" || status === "inactive") return "deleted";
  roster.issues.push({ ...where, code: "badStatus", values: { valor: row.get("status") } });
  return "bad";
}

export function readOneRoster(files: ReadonlyMap<string, RosterFile>): Roster {
  const roster = emptyRoster("oneroster-1.2", []);
  const manifest = readManifest(files, roster);
  roster.format = manifest.version === "1.1" ? "oneroster-1.1" : "oneroster-1.2";
  // A file the manifest does not speak of (or with no manifest) is bulk when it is there, absent when not.
  const modeOf = (name: FileName): FileMode =>
    manifest.modes.get(name.toLowerCase()) ?? (files.has(`${name.toLowerCase()}.csv`) ? "bulk" : "absent");
  for (const [name, file] of files) {
    if (READ.has(name)) continue;
    roster.warnings.push({
      file: file.name,
      line: 0,
      code: NOT_READ.has(name) ? "skippedFile" : "skippedUnknownFile",
    });
  }

  /** Files that could not be read (missing, or without a required column): what depends on them is not judged. */
  const unread = new Set<FileName>();
  /**
   * The file's rows with their status; none when the manifest says it is absent, and none (with an error) when
   * it is missing though the manifest, or `need`, says it must be there.
   */
  const read = (name: FileName, need = false, extra: readonly string[] = []) => {
    const fileName = `${name}.csv`;
    const file = files.get(fileName.toLowerCase());
    const mode = manifest.modes.get(name.toLowerCase());
    if (mode === "absent") {
      if (file) roster.warnings.push({ file: file.name, line: 0, code: "absentFile" });
      return [];
    }
    if (!file) {
      // Sessions and courses only add a class's year and grades: the import goes on without them.
      if (mode !== undefined && (name === "academicSessions" || name === "courses")) {
        roster.warnings.push({ file: fileName, line: 0, code: "missingListedFile" });
      } else if (need || mode !== undefined) {
        roster.issues.push({ file: fileName, line: 0, code: "missingFile" });
        unread.add(name);
      }
      return [];
    }
    const columns = FILES[name];
    const required = [...columns.required, ...extra];
    const table: Table = csvTable(
      file.name,
      file.bytes,
      {
        required,
        optional: [...STATUS_COLUMNS, ...(columns.optional ?? [])],
        ...(columns.aliases ? { aliases: columns.aliases } : {}),
      },
      roster,
    );
    if (required.some((column) => !table.columns.has(column.toLowerCase()))) unread.add(name);
    return table.rows.flatMap((row) => {
      const where = { file: file.name, line: row.line };
      const status = statusOf(row, where, roster);
      return status === "bad" ? [] : [{ row, where, deleted: status === "deleted" }];
    });
  };
  roster.modes = {
    orgs: modeOf("orgs"),
    classes: modeOf("classes"),
    users: modeOf("users"),
    enrollments: modeOf("enrollments"),
  } satisfies RosterModes;

  const orgs = readOrgs(files.get("orgs.csv")?.name ?? "orgs.csv", read("orgs"), roster, roster.warnings);

  const yearOfSession = new Map<string, number | null>();
  const sessions = read("academicSessions").filter((session) => !session.deleted);
  const order = dateOrderOf(sessions.flatMap(({ row }) => [row.get("startDate"), row.get("endDate")]));
  for (const { row, where } of sessions)
    yearOfSession.set(row.get("sourcedId"), yearOf(row, where, order, roster));
  const gradeOfCourse = new Map<string, string>();
  for (const { row } of read("courses")) gradeOfCourse.set(row.get("sourcedId"), row.get("grades"));

  for (const { row, where, deleted } of read("classes")) {
    if (deleted) {
      roster.deleted.classes.push({ sourcedId: row.get("sourcedId"), where });
      continue;
    }
    const term = listOf(row.get("termSourcedIds"))[0];
    const grade = row.get("grades") || gradeOfCourse.get(row.get("courseSourcedId")) || "";
    roster.classes.push({
      sourcedId: row.get("sourcedId"),
      nome: row.get("title"),
      tipo: row.get("classType").toLowerCase() === "scheduled" ? "pro" : "adm",
      schoolSourcedId: orgs.schoolOf(row.get("schoolSourcedId")),
      schoolYear: term === undefined ? null : (yearOfSession.get(term) ?? null),
      grade: listOf(grade).join(", ") || null,
      shift: null,
      where,
    });
  }

  const rolesOf = new Map<string, { role: string; org: string; primary: boolean; where: Where }[]>();
  if (manifest.version === "1.2") {
    for (const { row, where, deleted } of read("roles", files.has("users.csv"))) {
      if (deleted) continue;
      const list = rolesOf.get(row.get("userSourcedId")) ?? [];
      list.push({
        role: row.get("role").toLowerCase(),
        org: row.get("orgSourcedId"),
        primary: row.get("roleType").toLowerCase() === "primary",
        where,
      });
      rolesOf.set(row.get("userSourcedId"), list);
    }
  }
  const agentsOf = new Map<string, string[]>();
  // People whose roles include a guardian's besides their main one (a teacher who is also a parent).
  const guardsToo = new Set<string>();
  const userColumns = manifest.version === "1.1" ? ["role", "orgSourcedIds"] : [];
  for (const { row, where, deleted } of read("users", true, userColumns)) {
    const sourcedId = row.get("sourcedId");
    if (deleted || row.get("enabledUser").toLowerCase() === "false") {
      roster.deleted.people.push({ sourcedId, where });
      continue;
    }
    const roles =
      manifest.version === "1.1"
        ? [
            {
              role: row.get("role").toLowerCase(),
              org: listOf(row.get("orgSourcedIds"))[0] ?? "",
              primary: true,
              where,
            },
          ]
        : (rolesOf.get(sourcedId) ?? []);
    const main = roles.find((role) => role.primary) ?? roles[0];
    if (roles.some((role) => role !== main && kindOfRole(role.role) === "guardian")) guardsToo.add(sourcedId);
    // With no roles.csv to read, its error stands for every person's.
    if (!main && !unread.has("roles")) roster.issues.push({ ...where, code: "noRole" });
    const kind = main ? kindOfRole(main.role) : undefined;
    if (main && !kind)
      roster.issues.push({ ...main.where, code: "unknownRole", values: { valor: main.role } });
    // OneRoster lets a username hold spaces ('Mary Archer'); a login is typed at sign-in, so they become dots.
    const username = row.get("username");
    const usuario = username.replace(/\s+/g, ".");
    if (usuario !== username)
      roster.warnings.push({ ...where, code: "loginRead", values: { valor: username, login: usuario } });
    const person: RosterPerson = {
      sourcedId,
      usuario,
      nome: [row.get("givenName"), row.get("middleName"), row.get("familyName")].filter(Boolean).join(" "),
      email: row.get("email") || null,
      // A person with no role is an error above; the kind only lets the other checks of the row run.
      kind: kind ?? "staff",
      schoolSourcedId: kind === "guardian" || !main?.org ? null : orgs.schoolOf(main.org),
      guardianOf: [],
      where,
    };
    agentsOf.set(sourcedId, listOf(row.get("agentSourcedIds")));
    roster.people.push(person);
  }
  linkGuardians(roster.people, agentsOf, guardsToo);

  const gone = new Set([...roster.deleted.classes, ...roster.deleted.people].map((row) => row.sourcedId));
  for (const { row, where, deleted } of read("enrollments")) {
    const role = row.get("role").toLowerCase();
    const kind = kindOfRole(role);
    if (!kind) {
      roster.issues.push({ ...where, code: "unknownRole", values: { valor: row.get("role") } });
      continue;
    }
    if (role !== "student" && role !== "teacher") continue;
    const enrollment: RosterEnrollment = {
      classSourcedId: row.get("classSourcedId"),
      userSourcedId: row.get("userSourcedId"),
      role: role === "student" ? "student" : "teacher",
      where,
    };
    // A class or a person removed takes their enrolments along: nothing to say about them.
    if (deleted) roster.deleted.enrollments.push(enrollment);
    else if (!gone.has(enrollment.classSourcedId) && !gone.has(enrollment.userSourcedId))
      roster.enrollments.push(enrollment);
  }
  return roster;
}

/** A session's school year: its `schoolYear`, else the year its `endDate` falls in (OneRoster's own rule). */
function yearOf(row: TableRow, where: Where, order: DateOrder, roster: Roster): number | null {
  const written = row.get("schoolYear");
  for (const [column, text] of [
    ["startDate", row.get("startDate")],
    ["endDate", row.get("endDate")],
  ] as const) {
    const date = text === "" ? null : readRosterDate(text, order);
    if (text !== "" && date === null)
      roster.warnings.push({ ...where, code: "dateUnread", values: { coluna: column, valor: text } });
    else if (date && !date.standard)
      roster.warnings.push({ ...where, code: "dateRead", values: { valor: text, data: date.iso } });
  }
  if (/^\d{4}$/.test(written)) return validYear(Number(written), written, where, roster);
  // '2022-2023' or '2022/23': the year it ends in.
  const span = /^(\d{4})\s*[-/]\s*(\d{2}|\d{4})$/.exec(written);
  if (span) {
    const end = span[2]?.length === 2 ? Number(`${span[1]?.slice(0, 2)}${span[2]}`) : Number(span[2]);
    roster.warnings.push({ ...where, code: "yearRead", values: { valor: written, ano: String(end) } });
    return validYear(end, written, where, roster);
  }
  const end = readRosterDate(row.get("endDate"), order);
  if (written === "" && end) return end.year;
  if (written !== "") roster.issues.push({ ...where, code: "badYear", values: { valor: written } });
  return null;
}

function validYear(year: number, text: string, where: Where, roster: Roster): number | null {
  if (year >= 1900 && year <= 2200) return year;
  roster.issues.push({ ...where, code: "badYear", values: { valor: text } });
  return null;
}

/**
 * A guardian answers for the students OneRoster links them to by `agentSourcedIds`, written on either side
 * (the student's agents, or the guardian's); so does someone whose other role is a guardian's (`guardsToo`).
 */
function linkGuardians(
  people: RosterPerson[],
  agentsOf: ReadonlyMap<string, string[]>,
  guardsToo: ReadonlySet<string>,
): void {
  const byId = new Map(people.map((person) => [person.sourcedId, person]));
  const guards = (person: RosterPerson) => person.kind === "guardian" || guardsToo.has(person.sourcedId);
  for (const person of people) {
    for (const agent of agentsOf.get(person.sourcedId) ?? []) {
      const other = byId.get(agent);
      if (!other) continue;
      if (guards(person) && other.kind === "student") addOnce(person.guardianOf, other.sourcedId);
      if (person.kind === "student" && guards(other)) addOnce(other.guardianOf, person.sourcedId);
    }
  }
}

function addOnce(list: string[], item: string): void {
  if (!list.includes(item)) list.push(item);
}
