/**
 * Cells of every table Trilha writes for a spreadsheet to open (the gradebook, the roster export, the template):
 * text that starts as a formula would (`=`, `+`, `-`, `@`, a tab or a carriage return) is written with a
 * leading apostrophe, so a name like `=HYPERLINK(…)` stays a name wherever the file is opened (OWASP's CSV
 * injection advice). Numbers are written as numbers.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

/** Text as a spreadsheet must show it, never run it. */
export function neutralisedCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** What an import reads back from a neutralised cell: the text before the apostrophe was added. */
export function restoredCell(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

export type CsvCell = string | number | null | undefined;

export interface CsvOptions {
  separator: "," | ";";
  /** Line ends: `\r\n` for spreadsheets (RFC 4180), `\n` where the standard's own files use it. */
  newline: "\r\n" | "\n";
  /** A UTF-8 byte order mark first, so spreadsheets read accents right. */
  bom?: boolean;
}

/** Rows as CSV text: text neutralised, and quoted when it holds the separator, a quote or a line break. */
export function csvText(rows: readonly (readonly CsvCell[])[], options: CsvOptions): string {
  const special = options.separator === ";" ? /[";\r\n]/ : /[",\r\n]/;
  const field = (value: CsvCell) => {
    if (value === null || value === undefined) return "";
    if (typeof value === "number") return String(value);
    const text = neutralisedCell(value);
    return special.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const body = rows.map((row) => row.map(field).join(options.separator)).join(options.newline);
  return `${options.bom ? "\uFEFF" : ""}${body}${options.newline}`;
}
