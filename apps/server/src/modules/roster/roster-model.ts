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
  | "archiveUnsafe";

export interface RosterIssue {
  file: string;
  line: number;
  code: RosterIssueCode;
  values?: Record<string, string>;
}

export interface Roster {
  format: "oneroster-1.2" | "oneroster-1.1" | "template";
  networks: RosterNetwork[];
  schools: RosterSchool[];
  classes: RosterClass[];
  people: RosterPerson[];
  enrollments: RosterEnrollment[];
  issues: RosterIssue[];
}

/** A roster with nothing read yet: where each reader starts, and what a file that cannot be read gives. */
export function emptyRoster(format: Roster["format"], issues: RosterIssue[]): Roster {
  return { format, networks: [], schools: [], classes: [], people: [], enrollments: [], issues };
}

/** A file of the set, by name (no folder), with its bytes. */
export interface RosterFile {
  name: string;
  bytes: Uint8Array;
}
