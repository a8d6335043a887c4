import { TWO_FACTOR_CODE_LENGTH } from "@trilha/contracts/two-factor.calls";
import { forwardRef, useId } from "react";
import { useTranslation } from "../../lib/i18n.ts";

export type CodeProblem = "required" | "notNumber" | null;

/** Spec §5: the code is a required number. Returns what is wrong with it, if anything. */
export function checkCode(code: string): CodeProblem {
  const trimmed = code.trim();
  if (trimmed === "") return "required";
  return /^\d+$/.test(trimmed) ? null : "notNumber";
}

interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  problem: CodeProblem;
  autoFocus?: boolean;
}

/** The one-time-code input, with its error tied to it. */
export const CodeField = forwardRef<HTMLInputElement, CodeFieldProps>(function CodeField(
  { value, onChange, problem, autoFocus },
  ref,
) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="two-factor-field">
      <label htmlFor={id}>{t("twoFactor.codeLabel")}</label>
      <input
        ref={ref}
        id={id}
        className="control two-factor__code"
        name="codigo"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={TWO_FACTOR_CODE_LENGTH + 4}
        required
        data-autofocus={autoFocus || undefined}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {problem ? (
        <p className="two-factor-field__error" id={errorId}>
          {problem === "required" ? t("common.fieldRequired") : t("twoFactor.codeNotNumber")}
        </p>
      ) : null}
    </div>
  );
});
