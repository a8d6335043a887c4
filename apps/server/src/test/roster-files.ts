import { type OneRosterRecords, oneRosterCsvFiles, zipCsvFiles } from "../modules/roster/oneroster-writer.ts";

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

export function oneRosterFiles(options: RosterFilesOptions = {}): RosterCsvFiles {
  const {
    schools = 1,
    classesPerSchool = 2,
    studentsPerClass = 5,
    year = 2026,
    ids = "t",
    guardians = true,
  } = options;
  const records: OneRosterRecords = {
    orgs: [],
    academicSessions: [],
    classes: [],
    users: [],
    roles: [],
    enrollments: [],
  };
  const district = `${ids}-rede`;
  records.orgs.push({ sourcedId: district, name: `Rede ${ids}`, type: "district", identifier: `R-${ids}` });
  const term = `${ids}-ano-${year}`;
  records.academicSessions.push({
    sourcedId: term,
    title: `Ano letivo ${year}`,
    type: "schoolYear",
    startDate: `${year}-02-01`,
    endDate: `${year}-12-15`,
    schoolYear: year,
  });
  const person = (id: string, login: string, given: string, family: string, email: string, agents: string) =>
    records.users.push({
      sourcedId: id,
      enabledUser: "true",
      username: login,
      givenName: given,
      familyName: family,
      email,
      agentSourcedIds: agents,
    });
  const role = (user: string, kind: string, org: string) =>
    records.roles.push({
      sourcedId: `${user}-r`,
      userSourcedId: user,
      roleType: "primary",
      role: kind,
      orgSourcedId: org,
    });
  const enrol = (id: string, group: string, school: string, user: string, kind: string, primary: string) =>
    records.enrollments.push({
      sourcedId: id,
      classSourcedId: group,
      schoolSourcedId: school,
      userSourcedId: user,
      role: kind,
      primary,
    });
  let student = 0;
  for (let s = 1; s <= schools; s++) {
    const school = `${ids}-escola-${s}`;
    records.orgs.push({
      sourcedId: school,
      name: `Escola ${ids} ${s}`,
      type: "school",
      identifier: `E${s}`,
      parentSourcedId: district,
    });
    for (let c = 1; c <= classesPerSchool; c++) {
      const group = `${school}-turma-${c}`;
      records.classes.push({
        sourcedId: group,
        title: `${c}º ano ${String.fromCharCode(64 + (c % 26 || 26))}`,
        grades: "07",
        classType: "homeroom",
        schoolSourcedId: school,
        termSourcedIds: term,
      });
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
      enrol(`${teacher}-m`, group, school, teacher, "teacher", "true");
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
        enrol(`${id}-m`, group, school, id, "student", "");
      }
    }
  }
  return oneRosterCsvFiles(records);
}

/** The files in one ZIP, as a school's system exports them. */
export const zipOf: (files: RosterCsvFiles) => Uint8Array = zipCsvFiles;
