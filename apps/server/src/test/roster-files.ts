import { zipSync } from "fflate";

/**
 * OneRoster 1.2 bulk CSV files of a made-up district: `schools` schools, each with `classesPerSchool` official
 * classes of `studentsPerClass` students and one teacher, every student with a guardian. Used by the roster
 * tests, the bench and the browser test; `ids` prefixes every sourcedId and login so two sets never meet.
 */
export interface RosterFilesOptions {
  schools?: number;
  classesPerSchool?: number;
  studentsPerClass?: number;
  year?: number;
  ids?: string;
  /** Whether every student has a guardian (the default). */
  guardians?: boolean;
}

export type RosterCsvFiles = Record<string, string>;

const row = (values: readonly (string | number)[]) =>
  values
    .map((value) => (/[",\n]/.test(String(value)) ? `"${String(value).replace(/"/g, '""')}"` : value))
    .join(",");

export function oneRosterFiles(options: RosterFilesOptions = {}): RosterCsvFiles {
  const {
    schools = 1,
    classesPerSchool = 2,
    studentsPerClass = 5,
    year = 2026,
    ids = "t",
    guardians = true,
  } = options;
  const orgs = [
    row(["sourcedId", "status", "dateLastModified", "name", "type", "identifier", "parentSourcedId"]),
  ];
  const sessions = [
    row([
      "sourcedId",
      "status",
      "dateLastModified",
      "title",
      "type",
      "startDate",
      "endDate",
      "parentSourcedId",
      "schoolYear",
    ]),
  ];
  const classes = [
    row([
      "sourcedId",
      "status",
      "dateLastModified",
      "title",
      "grades",
      "courseSourcedId",
      "classCode",
      "classType",
      "location",
      "schoolSourcedId",
      "termSourcedIds",
      "subjects",
      "subjectCodes",
      "periods",
    ]),
  ];
  const users = [
    row([
      "sourcedId",
      "status",
      "dateLastModified",
      "enabledUser",
      "username",
      "userIds",
      "givenName",
      "familyName",
      "middleName",
      "identifier",
      "email",
      "sms",
      "phone",
      "agentSourcedIds",
      "grades",
      "password",
      "userMasterIdentifier",
      "resourceSourcedIds",
      "preferredGivenName",
      "preferredMiddleName",
      "preferredFamilyName",
      "primaryOrgSourcedId",
      "pronouns",
    ]),
  ];
  const roles = [
    row([
      "sourcedId",
      "status",
      "dateLastModified",
      "userSourcedId",
      "roleType",
      "role",
      "beginDate",
      "endDate",
      "orgSourcedId",
      "userProfileSourcedId",
    ]),
  ];
  const enrollments = [
    row([
      "sourcedId",
      "status",
      "dateLastModified",
      "classSourcedId",
      "schoolSourcedId",
      "userSourcedId",
      "role",
      "primary",
      "beginDate",
      "endDate",
    ]),
  ];
  const district = `${ids}-rede`;
  orgs.push(row([district, "", "", `Rede ${ids}`, "district", `R-${ids}`, ""]));
  const term = `${ids}-ano-${year}`;
  sessions.push(
    row([term, "", "", `Ano letivo ${year}`, "schoolYear", `${year}-02-01`, `${year}-12-15`, "", year]),
  );
  const person = (id: string, login: string, given: string, family: string, email: string, agents: string) =>
    users.push(
      row([
        id,
        "",
        "",
        "true",
        login,
        "",
        given,
        family,
        "",
        "",
        email,
        "",
        "",
        agents,
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
      ]),
    );
  const role = (user: string, kind: string, org: string) =>
    roles.push(row([`${user}-r`, "", "", user, "primary", kind, "", "", org, ""]));
  let student = 0;
  for (let s = 1; s <= schools; s++) {
    const school = `${ids}-escola-${s}`;
    orgs.push(row([school, "", "", `Escola ${ids} ${s}`, "school", `E${s}`, district]));
    for (let c = 1; c <= classesPerSchool; c++) {
      const group = `${school}-turma-${c}`;
      classes.push(
        row([
          group,
          "",
          "",
          `${c}º ano ${String.fromCharCode(64 + (c % 26 || 26))}`,
          "07",
          "",
          "",
          "homeroom",
          "",
          school,
          term,
          "",
          "",
          "",
        ]),
      );
      const teacher = `${group}-prof`;
      person(
        teacher,
        `${ids}prof${s}x${c}`,
        "Professora",
        `${s}.${c}`,
        `${ids}.prof${s}x${c}@escola.test`,
        "",
      );
      role(teacher, "teacher", school);
      enrollments.push(row([`${teacher}-m`, "", "", group, school, teacher, "teacher", "true", "", ""]));
      for (let k = 1; k <= studentsPerClass; k++) {
        student++;
        const id = `${ids}-aluno-${student}`;
        const guardian = `${ids}-resp-${student}`;
        person(id, `${ids}${student}`, "Aluno", `Número ${student}`, "", guardians ? guardian : "");
        role(id, "student", school);
        if (guardians) {
          const email = `${ids}.resp${student}@familia.test`;
          person(guardian, email, "Responsável", `de ${student}`, email, id);
          role(guardian, "guardian", school);
        }
        enrollments.push(row([`${id}-m`, "", "", group, school, id, "student", "", "", ""]));
      }
    }
  }
  const manifest = [
    row(["propertyName", "value"]),
    row(["manifest.version", "1.0"]),
    row(["oneroster.version", "1.2"]),
    ...["academicSessions", "classes", "enrollments", "orgs", "roles", "users"].map((file) =>
      row([`file.${file}`, "bulk"]),
    ),
  ];
  const text = (lines: string[]) => `${lines.join("\n")}\n`;
  return {
    "manifest.csv": text(manifest),
    "orgs.csv": text(orgs),
    "academicSessions.csv": text(sessions),
    "classes.csv": text(classes),
    "users.csv": text(users),
    "roles.csv": text(roles),
    "enrollments.csv": text(enrollments),
  };
}

/** The files in one ZIP, as a school's system exports them. */
export function zipOf(files: RosterCsvFiles): Uint8Array {
  return zipSync(
    Object.fromEntries(Object.entries(files).map(([name, text]) => [name, new TextEncoder().encode(text)])),
  );
}
