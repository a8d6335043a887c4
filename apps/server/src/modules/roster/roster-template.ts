import { foldedText } from "@trilha/contracts/rules/folded-text";
import { normalizeLogin } from "@trilha/contracts/rules/login-normalization";
import { readCsv } from "../../lib/csv-reader.ts";
import { spreadsheetBook } from "../../lib/spreadsheet-book.ts";
import {
  type ClassShift,
  emptyRoster,
  type Roster,
  type RosterIssue,
  type RosterPerson,
} from "./roster-model.ts";
import { tableOf } from "./roster-table.ts";

/**
 * The spreadsheet for schools without a student information system: one row a student, with their class and
 * a guardian. Its columns are fixed (below); schools, classes and guardians repeat across rows and are read
 * once. The ids an import keeps are made from the row's codes (school code, year and class name, the RA, the
 * guardian's e-mail), so the same sheet imported again finds the same rows.
 */
export const TEMPLATE_COLUMNS = [
  "escola_codigo",
  "escola_nome",
  "turma",
  "ano_letivo",
  "serie",
  "turno",
  "aluno_ra",
  "aluno_nome",
  "aluno_email",
  "responsavel_nome",
  "responsavel_email",
] as const;

const REQUIRED = ["escola_codigo", "escola_nome", "turma", "ano_letivo", "aluno_ra", "aluno_nome"];

const SHIFTS: Record<string, ClassShift> = {
  manha: "morning",
  tarde: "afternoon",
  noite: "evening",
  integral: "full",
};
export const SHIFT_WORD: Record<ClassShift, string> = {
  morning: "manha",
  afternoon: "tarde",
  evening: "noite",
  full: "integral",
};

/** Whether a CSV's header is the template's. */
export function isTemplateHeader(bytes: Uint8Array): boolean {
  const first = readCsv(bytes.subarray(0, 4096))[0];
  return first?.fields?.map((name) => name.trim().toLowerCase()).includes("aluno_ra") ?? false;
}

/** The records of a spreadsheet's first sheet, as the CSV reader gives them. */
export async function xlsxRecords(bytes: Uint8Array): Promise<{ line: number; fields: string[] }[]> {
  const { Workbook } = await spreadsheetBook();
  const book = new Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const records: { line: number; fields: string[] }[] = [];
  sheet?.eachRow({ includeEmpty: false }, (row, line) => {
    const fields: string[] = [];
    for (let column = 1; column <= row.cellCount; column++) fields.push(row.getCell(column).text ?? "");
    records.push({ line, fields });
  });
  // A sheet leaves a row's empty cells at its end out: as a CSV would, each row has as many as the header.
  const width = records[0]?.fields.length ?? 0;
  for (const record of records) while (record.fields.length < width) record.fields.push("");
  return records;
}

export function readTemplate(
  file: string,
  records: readonly { line: number; fields?: string[] | undefined; error?: "tooLong" | "unclosedQuote" }[],
): Roster {
  const issues: RosterIssue[] = [];
  const roster = emptyRoster("template", issues);
  const table = tableOf(file, records, { required: REQUIRED, optional: TEMPLATE_COLUMNS }, roster);
  const seen = new Set<string>();
  const guardians = new Map<string, RosterPerson>();
  const once = (id: string) => !seen.has(id) && seen.add(id) !== undefined;
  for (const row of table.rows) {
    const where = { file, line: row.line };
    const schoolId = `escola-${row.get("escola_codigo")}`;
    if (once(schoolId)) {
      roster.schools.push({
        sourcedId: schoolId,
        nome: row.get("escola_nome"),
        codigo: row.get("escola_codigo"),
        networkSourcedId: null,
        where,
      });
    }
    const yearText = row.get("ano_letivo");
    const year = Number(yearText);
    if (!(Number.isInteger(year) && year >= 1900 && year <= 2200)) {
      issues.push({ ...where, code: "badYear", values: { valor: yearText } });
    }
    const shiftText = foldedText(row.get("turno"));
    const shift = SHIFTS[shiftText] ?? null;
    if (shiftText !== "" && !shift)
      issues.push({ ...where, code: "badShift", values: { valor: row.get("turno") } });
    const classId = `turma-${row.get("escola_codigo")}-${yearText}-${row.get("turma")}`;
    if (once(classId)) {
      roster.classes.push({
        sourcedId: classId,
        nome: row.get("turma"),
        tipo: "adm",
        schoolSourcedId: schoolId,
        schoolYear: Number.isInteger(year) ? year : null,
        grade: row.get("serie") || null,
        shift,
        where,
      });
    }
    const login = normalizeLogin(row.get("aluno_ra"));
    const studentId = `aluno-${login}`;
    roster.people.push({
      sourcedId: studentId,
      usuario: login,
      nome: row.get("aluno_nome"),
      email: row.get("aluno_email") || null,
      kind: "student",
      schoolSourcedId: schoolId,
      guardianOf: [],
      where,
    });
    roster.enrollments.push({ classSourcedId: classId, userSourcedId: studentId, role: "student", where });
    const guardianEmail = row.get("responsavel_email").toLowerCase();
    const guardianName = row.get("responsavel_nome");
    if (guardianEmail === "" && guardianName === "") continue;
    if (guardianEmail === "") {
      issues.push({ ...where, code: "required", values: { coluna: "responsavel_email" } });
      continue;
    }
    const guardianId = `responsavel-${guardianEmail}`;
    const known = guardians.get(guardianId);
    if (known) {
      known.guardianOf.push(studentId);
    } else {
      const guardian: RosterPerson = {
        sourcedId: guardianId,
        usuario: guardianEmail,
        nome: guardianName,
        email: guardianEmail,
        kind: "guardian",
        schoolSourcedId: null,
        guardianOf: [studentId],
        where,
      };
      guardians.set(guardianId, guardian);
      roster.people.push(guardian);
    }
  }
  return roster;
}
