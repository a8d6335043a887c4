import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../lib/use-session.ts";
import { capturePage } from "./capture-page.ts";
import { ReportProblemDialog } from "./report-problem-dialog.tsx";
import "./report-problem.css";

type State = { kind: "idle" } | { kind: "capturing" } | { kind: "open"; screenshot: string | null };

/**
 * 'Reportar um problema' (spec §2 floating options "Report issue"), for signed-in people only: the report call
 * needs a session. The page is captured before the dialog opens, so the capture shows the page, not the form.
 */
export function ReportProblemButton() {
  const { t } = useTranslation();
  const session = useSession();
  const [state, setState] = useState<State>({ kind: "idle" });
  const buttonRef = useRef<HTMLButtonElement>(null);
  if (session.status !== "signed-in") return null;

  async function open() {
    if (state.kind !== "idle") return;
    setState({ kind: "capturing" });
    let screenshot: string | null = null;
    try {
      screenshot = await capturePage();
    } catch {
      // A tainted canvas or an unsupported browser: the person can still report, without the image.
      screenshot = null;
    }
    setState({ kind: "open", screenshot });
  }

  const capturing = state.kind === "capturing";
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="button report-problem__button"
        aria-disabled={capturing}
        aria-busy={capturing}
        onClick={open}
      >
        {capturing ? t("reportProblem.capturing") : t("reportProblem.button")}
      </button>
      {state.kind === "open" ? (
        <ReportProblemDialog
          screenshot={state.screenshot}
          returnFocus={buttonRef}
          onClose={() => setState({ kind: "idle" })}
        />
      ) : null}
    </>
  );
}
