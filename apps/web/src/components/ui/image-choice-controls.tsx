import { useId } from "react";
import { FormOutcome } from "./form-outcome.tsx";
import type { useImageChoice } from "./use-image-choice.ts";
import "./image-choice-controls.css";

interface ImageChoiceControlsProps {
  image: ReturnType<typeof useImageChoice>;
  /** What image to choose (its kind, size), above the buttons and read out with the file input. */
  hint: string;
  chooseLabel: string;
  /** The remove button's text, or null when there is no image to remove. */
  removeLabel: string | null;
  /** The choose button is the section's main action (My account) or one field among others (the tenant editor). */
  primary?: boolean;
  /** The actions row's class, for the page's own spacing. */
  className: string;
  statusClassName: string;
  progress: string | null;
}

/**
 * The hint, the choose and remove buttons of `useImageChoice`, and its outcome: the file input stays in the accessibility
 * tree and keyboard order, and its label is the visible button.
 */
export function ImageChoiceControls({
  image,
  hint,
  chooseLabel,
  removeLabel,
  primary = false,
  className,
  statusClassName,
  progress,
}: ImageChoiceControlsProps) {
  const id = useId();
  const busy = image.pending !== null;
  return (
    <>
      <p id={`${id}-hint`} className="muted">
        {hint}
      </p>
      <div className={`image-choice ${className}`}>
        <label className={primary ? "button button--primary" : "button"} htmlFor={`${id}-file`}>
          {chooseLabel}
        </label>
        <input
          id={`${id}-file`}
          className="image-choice__file"
          type="file"
          accept={image.accept}
          aria-describedby={`${id}-hint`}
          disabled={busy}
          onChange={image.choose}
        />
        {removeLabel === null ? null : (
          <button type="button" className="button" aria-disabled={busy} onClick={image.remove}>
            {removeLabel}
          </button>
        )}
      </div>
      <FormOutcome outcome={image.outcome} statusClassName={statusClassName} progress={progress} />
    </>
  );
}
