import { formatGrade } from "@trilha/contracts/rules/grade";
import type { Language } from "@trilha/contracts/rules/languages";
import { translate } from "@trilha/i18n/translate";
import { spreadsheetBook } from "../../lib/spreadsheet-book.ts";
import { csvText, neutralisedCell } from "../../lib/spreadsheet-cells.ts";
import type { Gradebook } from "./delivery.service.ts";

/**
 * 'Exportar notas': the gradebook as a table — a row per student (name, login), a column per assignment (its
 * grade, or its status when there is none), then the average and what it counted. CSV follows the language's
 * spreadsheet habits (pt-br and es-es: `;` between fields and `7,5`; en-us: `,` and `7.5`) and starts with a
 * BOM so spreadsheets read it as UTF-8; XLSX keeps grades as numbers with one decimal.
 */

/** A grade (kept apart from counts, which have no decimal), a count, text, or nothing. */
type Value = { grade: number } | number | string | null;

interface Table {
  header: string[];
  rows: Value[][];
}

function tableOf(book: Gradebook, lang: Language): Table {
  const t = (key: Parameters<typeof translate>[1]) => translate(lang, key);
  const header = [
    t("learning.export.student"),
    t("learning.export.login"),
    ...book.atribuicoes.map((assignment) => `${assignment.titulo} (${assignment.codigo})`),
    t("learning.export.average"),
    t("learning.export.counted"),
    t("learning.export.missing"),
    t("learning.export.late"),
    t("learning.export.excused"),
    t("learning.export.pending"),
  ];
  const rows = book.alunos.map((student, index) => [
    student.nome,
    student.usuario,
    ...(book.celulas[index] ?? []).map((cell) =>
      cell.nota !== null && cell.status !== "CAN"
        ? { grade: cell.nota }
        : translate(lang, `learning.status.${cell.status}`),
    ),
    student.media === null ? null : { grade: student.media },
    student.contadas,
    student.nao_entregues,
    student.atrasadas,
    student.canceladas,
    student.pendentes,
  ]);
  return { header, rows };
}

export function gradebookCsv(book: Gradebook, lang: Language): Uint8Array {
  const separator = lang === "en-us" ? "," : ";";
  const { header, rows } = tableOf(book, lang);
  const cell = (value: Value) =>
    value !== null && typeof value === "object" ? formatGrade(Math.round(value.grade * 10), lang) : value;
  const text = csvText([header, ...rows.map((row) => row.map(cell))], {
    separator,
    newline: "\r\n",
    bom: true,
  });
  return new Uint8Array(Buffer.from(text, "utf8"));
}

export async function gradebookXlsx(book: Gradebook, lang: Language): Promise<Uint8Array> {
  const { header, rows } = tableOf(book, lang);
  const { Workbook } = await spreadsheetBook();
  const workbook = new Workbook();
  workbook.creator = "Trilha";
  const sheet = workbook.addWorksheet(translate(lang, "learning.export.sheet"));
  sheet.addRow(header).font = { bold: true };
  for (const row of rows) {
    const added = sheet.addRow(
      row.map((value) =>
        value !== null && typeof value === "object"
          ? value.grade
          : typeof value === "string"
            ? neutralisedCell(value)
            : value,
      ),
    );
    row.forEach((value, index) => {
      if (value !== null && typeof value === "object") added.getCell(index + 1).numFmt = "0.0";
    });
  }
  sheet.views = [{ state: "frozen", xSplit: 2, ySplit: 1 }];
  sheet.getColumn(1).width = 32;
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
