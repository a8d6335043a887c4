import { zipSync } from "fflate";
import { type CsvCell, csvText } from "../../lib/spreadsheet-cells.ts";

/** The columns of each OneRoster 1.2 bulk CSV file Trilha writes, in the standard's order. */
export const ONEROSTER_COLUMNS = {
  orgs: ["sourcedId", "status", "dateLastModified", "name", "type", "identifier", "parentSourcedId"],
  academicSessions: [
    "sourcedId",
    "status",
    "dateLastModified",
    "title",
    "type",
    "startDate",
    "endDate",
    "parentSourcedId",
    "schoolYear",
  ],
  classes: [
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
  ],
  users: [
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
  ],
  roles: [
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
  ],
  enrollments: [
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
  ],
} as const;

export type OneRosterFile = keyof typeof ONEROSTER_COLUMNS;
/** One row of a file by column name; a column left out is written empty. */
export type OneRosterRecord<F extends OneRosterFile> = Partial<
  Record<(typeof ONEROSTER_COLUMNS)[F][number], string | number | null>
>;
export type OneRosterRecords = { [F in OneRosterFile]: OneRosterRecord<F>[] };

/** Every file of an export, with no rows yet. */
export function emptyOneRosterRecords(): OneRosterRecords {
  return Object.fromEntries(
    Object.keys(ONEROSTER_COLUMNS).map((file) => [file, []]),
  ) as unknown as OneRosterRecords;
}

/** The standard's files: commas, `\n`, no byte order mark; text that looks like a formula neutralised. */
const csv = (rows: readonly (readonly CsvCell[])[]) => csvText(rows, { separator: ",", newline: "\n" });

/** The files of a bulk export as CSV texts, with the manifest that names them. */
export function oneRosterCsvFiles(records: OneRosterRecords): Record<string, string> {
  const files: Record<string, string> = {
    "manifest.csv": csv([
      ["propertyName", "value"],
      ["manifest.version", "1.0"],
      ["oneroster.version", "1.2"],
      ...Object.keys(ONEROSTER_COLUMNS)
        .sort()
        .map((file) => [`file.${file}`, "bulk"]),
    ]),
  };
  for (const file of Object.keys(ONEROSTER_COLUMNS) as OneRosterFile[]) {
    const columns: readonly string[] = ONEROSTER_COLUMNS[file];
    const rows = records[file] as Record<string, string | number | null | undefined>[];
    files[`${file}.csv`] = csv([columns, ...rows.map((record) => columns.map((column) => record[column]))]);
  }
  return files;
}

/** CSV files in one ZIP, as a school's system exports them. */
export function zipCsvFiles(files: Record<string, string>): Uint8Array {
  const encoder = new TextEncoder();
  return zipSync(
    Object.fromEntries(Object.entries(files).map(([name, text]) => [name, encoder.encode(text)])),
  );
}
