import { restoredCell } from "../../lib/spreadsheet-cells.ts";
import { readCsv } from "./csv-reader.ts";
import type { RosterIssue } from "./roster-model.ts";

/** One data row of a file: its cells by column name (lower case, trimmed), and its line. */
export interface TableRow {
  line: number;
  get(column: string): string;
}

export interface Table {
  file: string;
  columns: ReadonlySet<string>;
  rows: TableRow[];
}

/**
 * A file's rows by their header's names (case and spaces ignored; values trimmed), from the records of the CSV
 * reader or the cells of a spreadsheet (a cell an export neutralised read as it was before). Records the reader
 * refused become issues; a required column the header lacks is one issue on line 1 and the file reads as empty.
 */
export function tableOf(
  file: string,
  records: readonly { line: number; fields?: string[] | undefined; error?: "tooLong" | "unclosedQuote" }[],
  required: readonly string[],
  issues: RosterIssue[],
): Table {
  const [head, ...body] = records;
  if (!head?.fields) {
    issues.push({
      file,
      line: head?.line ?? 1,
      code: head?.error ?? "missingColumn",
      values: { coluna: required[0] ?? "" },
    });
    return { file, columns: new Set(), rows: [] };
  }
  const names = head.fields.map((name) => name.trim().toLowerCase());
  const index = new Map<string, number>();
  names.forEach((name, at) => {
    if (!index.has(name)) index.set(name, at);
  });
  const missing = required.filter((column) => !index.has(column.toLowerCase()));
  if (missing.length > 0) {
    issues.push({ file, line: head.line, code: "missingColumn", values: { coluna: missing.join(", ") } });
    return { file, columns: new Set(names), rows: [] };
  }
  const rows: TableRow[] = [];
  for (const record of body) {
    if (!record.fields) {
      issues.push({ file, line: record.line, code: record.error ?? "unclosedQuote" });
      continue;
    }
    const fields = record.fields;
    rows.push({
      line: record.line,
      get: (column) => {
        const at = index.get(column.toLowerCase());
        return at === undefined ? "" : restoredCell((fields[at] ?? "").trim());
      },
    });
  }
  return { file, columns: new Set(names), rows };
}

/** A CSV file's table. */
export function csvTable(
  file: string,
  bytes: Uint8Array,
  required: readonly string[],
  issues: RosterIssue[],
) {
  return tableOf(file, readCsv(bytes), required, issues);
}
