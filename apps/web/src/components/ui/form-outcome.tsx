import type { ReactNode } from "react";
import { ErrorAlert } from "./alert.tsx";

/** How a form's last submission went; null before the first one or while a new one runs. */
export type Outcome = { kind: "success" | "error"; message: string } | null;

interface FormOutcomeProps {
  outcome: Outcome;
  /** The status line's class: it stays in the page, empty, so a success is announced politely when it appears. */
  statusClassName: string;
  /** What is in progress ("Sending…"), said in the same status line. */
  progress?: ReactNode;
}

/** A form's outcome: success and progress in a polite status line, an error as an alert that interrupts. */
export function FormOutcome({ outcome, statusClassName, progress = null }: FormOutcomeProps) {
  return (
    <>
      <p role="status" className={statusClassName}>
        {progress}
        {outcome?.kind === "success" ? outcome.message : null}
      </p>
      {outcome?.kind === "error" ? <ErrorAlert>{outcome.message}</ErrorAlert> : null}
    </>
  );
}
