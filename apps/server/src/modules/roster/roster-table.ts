import { readCsv } from "../../lib/csv-reader.ts";
import { restoredCell } from "../../lib/spreadsheet-cells.ts";
import type { RosterIssue, RosterWarning } from "./roster-model.ts";

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
 * The columns a file must have, and the optional ones it is read for (a misspelt one is recognised), with the
 * older names some exporters still write for them (OneRoster 1.0's `grade` for `grades`).
 */
export interface TableColumns {
  required: readonly string[];
  optional?: readonly string[];
  aliases?: Readonly<Record<string, string>>;
}

/** Where a file's problems go: errors stop the import, warnings say what was read differently. */
export interface TableReport {
  issues: RosterIssue[];
  warnings: RosterWarning[];
}

/** A header name as compared: case, spaces, underscores and dashes ignored (`Given Name` is `givenName`). */
const comparable = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, "");

/** Edits (insert, delete, replace) between two short names. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, at) => at);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current.push(
        Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost),
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The known column a header name stands for: itself, the same name written another way, or a misspelling of a
 * known name of six letters or more that the header does not hold already (at most two letters off).
 */
function columnIndex(
  names: readonly string[],
  known: readonly string[],
  aliases: Readonly<Record<string, string>>,
  file: string,
  report: TableReport,
) {
  const index = new Map<string, number>();
  const byComparable = new Map(known.map((name) => [comparable(name), name.toLowerCase()]));
  const byAlias = new Map(Object.entries(aliases).map(([alias, name]) => [comparable(alias), name]));
  const unknown: { name: string; at: number }[] = [];
  names.forEach((name, at) => {
    const column = byComparable.get(comparable(name));
    if (column !== undefined) {
      if (!index.has(column)) index.set(column, at);
      return;
    }
    const aliased = byAlias.get(comparable(name));
    if (aliased !== undefined && !index.has(aliased.toLowerCase())) {
      index.set(aliased.toLowerCase(), at);
      report.warnings.push({ file, line: 1, code: "headerRead", values: { lida: name, coluna: aliased } });
      return;
    }
    unknown.push({ name, at });
  });
  for (const { name, at } of unknown) {
    const key = comparable(name);
    if (key.length < 6) continue;
    const guess = [...byComparable].find(
      ([knownKey, column]) => !index.has(column) && editDistance(key, knownKey) <= 2,
    );
    if (!guess) continue;
    index.set(guess[1], at);
    const column = known.find((name) => name.toLowerCase() === guess[1]) ?? guess[1];
    report.warnings.push({ file, line: 1, code: "headerRead", values: { lida: name, coluna: column } });
  }
  return index;
}

/**
 * A file's rows by their header's names (case and spaces ignored; values trimmed), from the records of the CSV
 * reader or the cells of a spreadsheet (a cell an export neutralised read as it was before). Records the reader
 * refused become errors, and so does a row with fewer cells than the header names (or more, that are not
 * empty: columns the header leaves unnamed at its end are extra empty columns exporters add); a required column
 * the header lacks is one error on its line and the file reads as empty.
 */
export function tableOf(
  file: string,
  records: readonly { line: number; fields?: string[] | undefined; error?: "tooLong" | "unclosedQuote" }[],
  columns: TableColumns,
  report: TableReport,
): Table {
  const { required, optional = [], aliases = {} } = columns;
  const [head, ...body] = records;
  if (!head?.fields) {
    report.issues.push({
      file,
      line: head?.line ?? 1,
      code: head?.error ?? "missingColumn",
      values: { coluna: required[0] ?? "" },
    });
    return { file, columns: new Set(), rows: [] };
  }
  const names = head.fields.map((name) => name.trim());
  let width = names.length;
  while (width > 0 && names[width - 1] === "") width--;
  const index = columnIndex(names, [...required, ...optional], aliases, file, report);
  names.forEach((name, at) => {
    const key = name.toLowerCase();
    if (key !== "" && !index.has(key) && ![...index.values()].includes(at)) index.set(key, at);
  });
  const missing = required.filter((column) => !index.has(column.toLowerCase()));
  if (missing.length > 0) {
    report.issues.push({
      file,
      line: head.line,
      code: "missingColumn",
      values: { coluna: missing.join(", ") },
    });
    return { file, columns: new Set(index.keys()), rows: [] };
  }
  const rows: TableRow[] = [];
  for (const record of body) {
    if (!record.fields) {
      report.issues.push({ file, line: record.line, code: record.error ?? "unclosedQuote" });
      continue;
    }
    const fields = record.fields;
    const filled = fields.length - [...fields].reverse().findIndex((field) => field.trim() !== "");
    const used = filled > fields.length ? 0 : filled;
    if (fields.length < width || used > width) {
      report.issues.push({
        file,
        line: record.line,
        code: "columnCount",
        values: { colunas: String(fields.length < width ? fields.length : used), cabecalho: String(width) },
      });
      continue;
    }
    rows.push({
      line: record.line,
      get: (column) => {
        const at = index.get(column.toLowerCase());
        return at === undefined ? "" : restoredCell((fields[at] ?? "").trim());
      },
    });
  }
  return { file, columns: new Set(index.keys()), rows };
}

/** A CSV file's table. */
export function csvTable(file: string, bytes: Uint8Array, columns: TableColumns, report: TableReport) {
  return tableOf(file, readCsv(bytes), columns, report);
}
