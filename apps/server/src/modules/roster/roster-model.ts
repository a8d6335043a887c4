/**
 * A roster as the import understands it, whatever it came from (OneRoster 1.2, 1.1, or the template): the
 * networks, schools, classes and people with the ids the school's system gave them (`sourcedId`), and where
 * each came from, so an error names its file and line.
 */

export interface Where {
  file: string;
  line: number;
}

export type PersonKind = "student" | "teacher" | "staff" | "guardian";
export type ClassShift = "morning" | "afternoon" | "evening" | "full";

export interface RosterNetwork {
  sourcedId: string;
  nome: string;
  codigo: string;
  where: Where;
}

export interface RosterSchool {
  sourcedId: string;
  nome: string;
  codigo: string | null;
  /** The district (network) the file puts it in. */
  networkSourcedId: string | null;
  where: Where;
}

export interface RosterClass {
  sourcedId: string;
  nome: string;
  /** `adm` the official class (OneRoster homeroom), `pro` a project class. */
  tipo: "adm" | "pro";
  schoolSourcedId: string;
  schoolYear: number | null;
  grade: string | null;
  shift: ClassShift | null;
  where: Where;
}

export interface RosterPerson {
  sourcedId: string;
  usuario: string;
  nome: string;
  email: string | null;
  kind: PersonKind;
  schoolSourcedId: string | null;
  /** For a guardian: the students (sourced ids) they answer for. */
  guardianOf: string[];
  where: Where;
}

export interface RosterEnrollment {
  classSourcedId: string;
  userSourcedId: string;
  role: "student" | "teacher";
  where: Where;
}

/** An error's message key under `roster.errors` and its values. */
export type RosterIssueCode =
  | "unreadableFile"
  | "unknownFormat"
  | "missingFile"
  | "missingColumn"
  | "tooLong"
  | "unclosedQuote"
  | "required"
  | "duplicateId"
  | "duplicateLogin"
  | "unknownReference"
  | "badLogin"
  | "badEmail"
  | "badYear"
  | "badShift"
  | "twoClassesInYear"
  | "loginTaken"
  | "outsideReach"
  | "privilegedEmail"
  | "archiveTooManyEntries"
  | "archiveTooLarge"
  | "archiveUnsafe"
  | "unknownRole"
  | "noRole"
  | "columnCount"
  | "badStatus"
  | "badMode"
  | "classInNetwork";

/** A warning's message key under `roster.warnings`: what was read differently from the standard, and how. */
export type RosterWarningCode =
  | "skippedFile"
  | "skippedUnknownFile"
  | "skippedDuplicate"
  | "absentFile"
  | "orgAsSchool"
  | "headerRead"
  | "dateRead"
  | "dateUnread"
  | "yearRead"
  | "modeMissing"
  | "missingListedFile"
  | "loginRead";

export interface RosterIssue {
  file: string;
  line: number;
  code: RosterIssueCode;
  values?: Record<string, string>;
}

export interface RosterWarning {
  file: string;
  line: number;
  code: RosterWarningCode;
  values?: Record<string, string>;
}

/**
 * What a file speaks for (OneRoster's manifest, `file.<name>`): `bulk` the whole of what it covers (rows left out
 * of it go, within the schools the file holds), `delta` only the rows it holds (`tobedeleted` ones go), `absent`
 * nothing (what exists stays as it is).
 */
export type FileMode = "bulk" | "delta" | "absent";

export interface RosterModes {
  orgs: FileMode;
  classes: FileMode;
  users: FileMode;
  enrollments: FileMode;
}

/** What a file marks `tobedeleted`: removed whatever the mode, when it exists. */
export interface RosterDeletions {
  /** Districts (and the levels above): their schools leave them; the network itself stays, empty. */
  networks: { sourcedId: string; where: Where }[];
  schools: { sourcedId: string; where: Where }[];
  classes: { sourcedId: string; where: Where }[];
  people: { sourcedId: string; where: Where }[];
  enrollments: RosterEnrollment[];
}

export interface Roster {
  format: "oneroster-1.2" | "oneroster-1.1" | "template";
  networks: RosterNetwork[];
  schools: RosterSchool[];
  classes: RosterClass[];
  people: RosterPerson[];
  enrollments: RosterEnrollment[];
  deleted: RosterDeletions;
  modes: RosterModes;
  issues: RosterIssue[];
  warnings: RosterWarning[];
}

const BULK: RosterModes = { orgs: "bulk", classes: "bulk", users: "bulk", enrollments: "bulk" };

/** A roster with nothing read yet: where each reader starts, and what a file that cannot be read gives. */
export function emptyRoster(
  format: Roster["format"],
  issues: RosterIssue[],
  warnings: RosterWarning[] = [],
): Roster {
  return {
    format,
    networks: [],
    schools: [],
    classes: [],
    people: [],
    enrollments: [],
    deleted: { networks: [], schools: [], classes: [], people: [], enrollments: [] },
    modes: { ...BULK },
    issues,
    warnings,
  };
}

/** A file of the set, by name (no folder), with its bytes and, from an archive, its path there. */
export interface RosterFile {
  name: string;
  path?: string;
  bytes: Uint8Array;
}

/**
 * A guardian is of the school of the first student they answer for that has one, so the school's and the
 * network's people lists find them and those who imported them may change them again.
 */
export function placeGuardians(roster: Pick<Roster, "people">): void {
  const schoolOf = new Map(roster.people.map((person) => [person.sourcedId, person.schoolSourcedId]));
  for (const person of roster.people) {
    if (person.kind !== "guardian" || person.schoolSourcedId !== null) continue;
    const ward = person.guardianOf.find((sourcedId) => (schoolOf.get(sourcedId) ?? null) !== null);
    if (ward !== undefined) person.schoolSourcedId = schoolOf.get(ward) ?? null;
  }
}
