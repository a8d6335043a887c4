import { useId } from "react";
import { useTranslation } from "../../lib/i18n.ts";
import type { PasswordField } from "./password-form-state.ts";
import type { PasswordForm } from "./use-password-form.ts";
import "./password.css";

interface FieldProps {
  id: string;
  label: string;
  value: string;
  messages: string[];
  autoComplete: string;
  autoFocus?: boolean;
  describedBy?: string;
  onChange: (value: string) => void;
}

function Field({ id, label, value, messages, autoComplete, autoFocus, describedBy, onChange }: FieldProps) {
  const { t } = useTranslation();
  const errorId = `${id}-error`;
  const invalid = messages.length > 0;
  const describers = [invalid ? errorId : null, describedBy ?? null].filter(Boolean).join(" ");
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="password"
        autoComplete={autoComplete}
        required
        data-autofocus={autoFocus || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describers || undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {invalid ? (
        <ul className="password-field__errors" id={errorId}>
          {messages.map((key) => (
            // biome-ignore lint/suspicious/noExplicitAny: keys come from PASSWORD_MESSAGE_KEYS, all in the catalogue
            <li key={key}>{t(key as any)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The current (change mode), new and confirmation fields of every password form, with the rules the new
 * password must follow in view and each field's own messages from the shared rule.
 */
export function PasswordFields({ form, autoFocus = false }: { form: PasswordForm; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const rulesId = `${id}-rules`;
  // What ties a field to its value in the form: its id, value, messages and setter.
  const bound = (name: PasswordField) => ({
    id: `${id}-${name}`,
    value: form.values[name],
    messages: form.messages[name],
    onChange: (value: string) => form.set(name, value),
  });
  return (
    <>
      {form.mode === "change" ? (
        <Field
          {...bound("current")}
          label={t("passwordFlow.currentLabel")}
          autoComplete="current-password"
          autoFocus={autoFocus}
        />
      ) : null}
      <div className="password-rules" id={rulesId}>
        <p>{t("passwordFlow.rulesTitle")}</p>
        <ul>
          <li>{t("passwordFlow.ruleLength")}</li>
          <li>{t("passwordFlow.ruleMatch")}</li>
          <li>{t("passwordFlow.ruleNotAllowed")}</li>
          {form.mode === "change" ? <li>{t("passwordFlow.ruleDiffer")}</li> : null}
        </ul>
      </div>
      <Field
        {...bound("password")}
        label={t("passwordFlow.newLabel")}
        autoComplete="new-password"
        autoFocus={autoFocus && form.mode !== "change"}
        describedBy={rulesId}
      />
      <Field {...bound("confirmation")} label={t("passwordFlow.confirmLabel")} autoComplete="new-password" />
    </>
  );
}
