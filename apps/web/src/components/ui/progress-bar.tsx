import { useSyncExternalStore } from "react";
import { useTranslation } from "../../lib/i18n.ts";
import { type ProgressTracker, pageProgress } from "../../lib/progress.ts";
import "./progress-bar.css";

/**
 * Spec §4, checklist G3: the loading bar along the top of the window. The bar itself is for the eyes
 * (a progressbar with its value); a failure is also said in words, in a live region that stays in place.
 */
export function ProgressBar({ tracker = pageProgress }: { tracker?: ProgressTracker }) {
  const { t } = useTranslation();
  const { phase, value } = useSyncExternalStore(tracker.subscribe, tracker.snapshot);
  return (
    <>
      {phase === "hidden" ? null : (
        <div
          className={`progress-bar progress-bar--${phase}`}
          role="progressbar"
          aria-label={t("progress.label")}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={value}
          aria-valuetext={phase === "failed" ? t("progress.failed") : `${value}%`}
        >
          <div className="progress-bar__fill" style={{ width: `${value}%` }} />
        </div>
      )}
      {/* A bare live region (no status role): pages keep their own status messages to themselves. */}
      <p className="visually-hidden" aria-live="polite">
        {phase === "failed" ? t("progress.failed") : null}
      </p>
    </>
  );
}
