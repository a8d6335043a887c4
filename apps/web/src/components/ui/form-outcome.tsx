import { type ReactNode, useEffect, useRef, useState } from "react";
import { errorMessage, isUnauthorized } from "../../lib/api-error.ts";
import { useTranslation } from "../../lib/i18n.ts";
import "./form-outcome.css";

/** How a form's last submission went; null before the first one or while a new one runs. */
export type Outcome = {
  kind: "success" | "error";
  message: string;
  /** A second line said with the message (what else the change did). */
  detail?: string;
} | null;

interface FormOutcomeProps {
  outcome: Outcome;
  /** The status line's class: it stays in the page, empty, so a success is announced politely when it appears. */
  statusClassName?: string;
  /** What is in progress ("Sending…"), said in the same status line. */
  progress?: ReactNode;
}

/** Scrolls as little as needed, and at once for people who asked for reduced motion. */
function bringIntoView(element: HTMLElement) {
  if (typeof element.scrollIntoView !== "function") return;
  const reduced =
    typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  element.scrollIntoView({ block: "nearest", behavior: reduced ? "auto" : "smooth" });
}

/**
 * A form's outcome, placed by the form right after the button that caused it: success and progress in a polite
 * status line, an error as an alert that interrupts. Each new outcome is scrolled into view, so it shows where
 * the person is looking, and is read by screen readers from its live region.
 */
export function FormOutcome({ outcome, statusClassName, progress = null }: FormOutcomeProps) {
  const statusRef = useRef<HTMLDivElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  // Keyed on what is said, not on the object: a caller may build it anew on every render.
  const kind = outcome?.kind ?? null;
  const message = outcome?.message ?? null;
  useEffect(() => {
    if (kind === null || message === null) return;
    const shown = kind === "error" ? alertRef.current : statusRef.current;
    if (shown) bringIntoView(shown);
  }, [kind, message]);
  const success = outcome?.kind === "success" ? outcome : null;
  const classes = ["form-outcome", success ? "form-outcome--success" : null, statusClassName ?? null];
  return (
    <>
      <div ref={statusRef} role="status" className={classes.filter(Boolean).join(" ")}>
        {progress}
        {success ? <p>{success.message}</p> : null}
        {success?.detail ? <p>{success.detail}</p> : null}
      </div>
      {outcome?.kind === "error" ? (
        <div ref={alertRef} className="alert alert--error form-outcome__error" role="alert">
          {outcome.message}
          {outcome.detail ? <p>{outcome.detail}</p> : null}
        </div>
      ) : null}
    </>
  );
}

/**
 * A form's outcome (`initial` until the first is set) and how it is set: `succeeded` with the server's message,
 * `failed` with what the server refused (a 401 is not said here: the API client has ended the session and the
 * sign-in page says why).
 */
export function useOutcome(initial: Outcome = null) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>(initial);
  return {
    outcome,
    setOutcome,
    succeeded: (message: string) => setOutcome({ kind: "success", message }),
    failed: (error: unknown) => {
      if (!isUnauthorized(error))
        setOutcome({ kind: "error", message: errorMessage(error, () => t("api.generic")) });
    },
  };
}

/**
 * One action of a form at a time: pending while it runs, then its outcome (the server's `mensagem` when the
 * answer has one, or its refusal). `run` resolves to whether the action succeeded. `unsaid` names the errors
 * that mean the person called the action off (a password confirmation closed): they leave nothing to say.
 */
export function useFormAction(options: { unsaid?: (error: unknown) => boolean } = {}) {
  const result = useOutcome();
  const [pending, setPending] = useState(false);
  async function run<T extends object>(
    work: () => Promise<T>,
    after?: (answer: T) => unknown,
  ): Promise<boolean> {
    if (pending) return false;
    setPending(true);
    result.setOutcome(null);
    try {
      const answer = await work();
      const message = "mensagem" in answer && typeof answer.mensagem === "string" ? answer.mensagem : null;
      result.setOutcome(message ? { kind: "success", message } : null);
      await after?.(answer);
      return true;
    } catch (error) {
      if (!options.unsaid?.(error)) result.failed(error);
      return false;
    } finally {
      setPending(false);
    }
  }
  return { ...result, pending, run };
}
