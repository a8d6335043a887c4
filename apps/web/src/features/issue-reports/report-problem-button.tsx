import { lazy, Suspense, useRef, useState } from "react";
import { EXCLUDED_FROM_CAPTURE } from "../../lib/capture-exclude.ts";
import { useTranslation } from "../../lib/i18n.ts";
import { useSession } from "../../lib/use-session.ts";
import "./report-problem.css";
import { Icon } from "../../components/ui/icon.tsx";

// The dialog, the capture code and its library are fetched on the first press: no page's first load has them.
const loadDialog = () => import("./report-problem-dialog.tsx");
const capturePage = async () => (await import("./capture-page.ts")).capturePage();
const ReportProblemDialog = lazy(async () => ({ default: (await loadDialog()).ReportProblemDialog }));

type State = { kind: "idle" } | { kind: "capturing" } | { kind: "open"; screenshot: string | null };

/**
 * 'Reportar um problema' (spec §2 floating options "Report issue"), for signed-in people only: the report call
 * needs a session. The page is captured before the dialog opens, so the capture shows the page, not the form;
 * `capture` is the real page capture unless a test hands it another.
 */
export function ReportProblemButton({ capture = capturePage }: { capture?: () => Promise<string> }) {
  const { t } = useTranslation();
  const session = useSession();
  const [state, setState] = useState<State>({ kind: "idle" });
  const buttonRef = useRef<HTMLButtonElement>(null);
  if (session.status !== "signed-in") return null;

  async function open() {
    if (state.kind !== "idle") return;
    setState({ kind: "capturing" });
    const [screenshot] = await Promise.all([
      // A tainted canvas or an unsupported browser: the person can still report, without the image.
      capture().catch(() => null),
      loadDialog(),
    ]);
    setState({ kind: "open", screenshot });
  }

  const capturing = state.kind === "capturing";
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="report-problem__button"
        aria-haspopup="dialog"
        aria-disabled={capturing}
        aria-busy={capturing}
        {...EXCLUDED_FROM_CAPTURE}
        onClick={open}
      >
        <Icon
          d="M5 2a1 1 0 0 1 1 1v1h12.4a1 1 0 0 1 .8 1.6L16.7 9l2.5 3.4a1 1 0 0 1-.8 1.6H6v7a1 1 0 1 1-2 0V3a1 1 0 0 1 1-1Zm1 4v6h10.4l-1.8-2.4a1 1 0 0 1 0-1.2L16.4 6H6Z"
          filled
        />
        <span>{capturing ? t("issueReports.capturing") : t("issueReports.button")}</span>
      </button>
      {state.kind === "open" ? (
        <Suspense fallback={null}>
          <ReportProblemDialog
            screenshot={state.screenshot}
            returnFocus={buttonRef}
            onClose={() => setState({ kind: "idle" })}
          />
        </Suspense>
      ) : null}
    </>
  );
}
