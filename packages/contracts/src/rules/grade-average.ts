import type { DeliveryStatus } from "./delivery-status.ts";

/**
 * A student's average over the assignments of a period, and what it counts. Only graded work enters it:
 * excused work (CAN) never does, and missing or late work is not counted as 0 but reported beside it
 * (`nao_entregues`, `atrasadas`), so nobody reads an average without knowing what it leaves out. Work asked to
 * be redone counts with its last grade while the new attempt is pending. A reading done without a grade
 * (`concluida`) is neither counted nor pending.
 */
export interface AverageCell {
  status: DeliveryStatus;
  /** ultima_nota, in tenths; null when never graded. */
  lastGrade: number | null;
}

export interface Average {
  /** Tenths, rounded half up to one decimal; null when nothing is graded. */
  tenths: number | null;
  /** Grades that entered the average. */
  counted: number;
  /** Closed with nothing delivered: not in the average. */
  missing: number;
  /** Past due, still deliverable: not in the average. */
  late: number;
  /** Excused (CAN). */
  excused: number;
  /** Delivered and waiting for a grade, open, or upcoming. */
  pending: number;
}

export function averageOf(cells: readonly AverageCell[]): Average {
  const average: Average = { tenths: null, counted: 0, missing: 0, late: 0, excused: 0, pending: 0 };
  let sum = 0;
  for (const cell of cells) {
    if (cell.status === "CAN") average.excused += 1;
    else if ((cell.status === "avaliada" || cell.status === "refazer") && cell.lastGrade !== null) {
      sum += cell.lastGrade;
      average.counted += 1;
    } else if (cell.status === "nao_entregue") average.missing += 1;
    else if (cell.status === "atrasada") average.late += 1;
    else if (cell.status !== "concluida") average.pending += 1;
  }
  if (average.counted > 0) average.tenths = Math.floor(sum / average.counted + 0.5);
  return average;
}
