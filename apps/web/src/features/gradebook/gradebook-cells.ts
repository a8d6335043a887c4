import type { CallResponse } from "@trilha/contracts/call";
import type { gradebook } from "@trilha/contracts/deliveries.calls";
import { formatGrade } from "@trilha/contracts/rules/grade";
import type { Language } from "@trilha/contracts/rules/languages";
import type { TFunction } from "../../lib/i18n.ts";

export type GradebookData = CallResponse<typeof gradebook>;
export type GradebookAssignment = GradebookData["atribuicoes"][number];
export type GradebookStudent = GradebookData["alunos"][number];
export type GradebookCell = GradebookData["celulas"][number][number];

/** A grade of the wire (7.5) as the language writes it (`7,5`). */
export function gradeText(grade: number, lang: Language): string {
  return formatGrade(Math.round(grade * 10), lang);
}

/**
 * What a cell says: the last grade when there is one (an excused student's never shows), else the status;
 * work delivered late says so. Missing work reads 'Não entregue', never a 0.
 */
export function cellText(cell: GradebookCell, lang: Language, t: TFunction): string {
  const main =
    cell.nota !== null && cell.status !== "CAN"
      ? gradeText(cell.nota, lang)
      : t(`learning.status.${cell.status}`);
  const late = cell.atrasada && cell.status !== "atrasada" && cell.status !== "CAN";
  return late ? `${main} · ${t("gradebook.lateMark")}` : main;
}

/** The look of a cell: graded, missing, late, excused, waiting for a grade, done without one, or not due yet. */
export function cellTone(cell: GradebookCell): string {
  switch (cell.status) {
    case "avaliada":
      return "graded";
    case "refazer":
      return "redo";
    case "nao_entregue":
      return "missing";
    case "atrasada":
      return "late";
    case "CAN":
      return "excused";
    case "entregue":
      return "delivered";
    case "concluida":
      return "done";
    default:
      return "pending";
  }
}

/** A student's average and what it left out: `7,5` and `3 notas · 1 não entregue`. */
export function averageText(student: GradebookStudent, lang: Language, t: TFunction) {
  const value = student.media === null ? t("gradebook.noAverage") : gradeText(student.media, lang);
  const parts = [t("gradebook.counted", { n: String(student.contadas) })];
  if (student.nao_entregues > 0) parts.push(t("gradebook.missing", { n: String(student.nao_entregues) }));
  if (student.atrasadas > 0) parts.push(t("gradebook.late", { n: String(student.atrasadas) }));
  if (student.canceladas > 0) parts.push(t("gradebook.excused", { n: String(student.canceladas) }));
  return { value, detail: parts.join(" · ") };
}
