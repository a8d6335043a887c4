import { REAUTHENTICATION_WINDOW_MINUTES } from "@trilha/contracts/call";
import { passwordConfirm } from "@trilha/contracts/password.calls";
import { type FormEvent, type ReactNode, useState } from "react";
import { ModalDialog } from "../../components/ui/modal-dialog.tsx";
import { PasswordInput } from "../../components/ui/password-input.tsx";
import { callApi, errorMessage } from "../../lib/api-client.ts";
import { useLanguage, useTranslation } from "../../lib/i18n.ts";
import { endSessionIfUnauthorized } from "../../lib/session-expiry.ts";
import { getSessionToken } from "../../lib/session-store.ts";

/**
 * For a call the server answered with 428 (a "recent-session" call from a session signed in too long ago):
 * `confirm()` asks for the current password in a dialog and resolves true once the server accepted it, false
 * if the person cancelled. Render `dialog` where the asking component renders.
 */
export function usePasswordConfirmation(): { confirm: () => Promise<boolean>; dialog: ReactNode } {
  const [settle, setSettle] = useState<((confirmed: boolean) => void) | null>(null);
  const confirm = () => new Promise<boolean>((resolve) => setSettle(() => resolve));
  const dialog = settle ? (
    <PasswordConfirmDialog
      onDone={(confirmed) => {
        setSettle(null);
        settle(confirmed);
      }}
    />
  ) : null;
  return { confirm, dialog };
}

function PasswordConfirmDialog({ onDone }: { onDone: (confirmed: boolean) => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [password, setPassword] = useState("");
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setFailure(null);
    if (password === "") {
      setMissing(true);
      return;
    }
    setSubmitting(true);
    try {
      await callApi(passwordConfirm, { lang, token: getSessionToken(), body: { senha_atual: password } });
      onDone(true);
    } catch (error) {
      if (endSessionIfUnauthorized(error)) {
        onDone(false);
        return;
      }
      setFailure(errorMessage(error, () => t("api.generic")));
      setSubmitting(false);
    }
  }

  return (
    <ModalDialog title={t("reauth.title")} onClose={() => onDone(false)}>
      <form className="two-factor" noValidate onSubmit={submit}>
        <p>{t("reauth.intro", { minutes: String(REAUTHENTICATION_WINDOW_MINUTES) })}</p>
        <PasswordInput
          label={t("passwordFlow.currentLabel")}
          autoComplete="current-password"
          autoFocus
          value={password}
          onValueChange={(value) => {
            setPassword(value);
            setMissing(false);
          }}
          error={missing ? t("common.fieldRequired") : null}
        />
        {failure ? (
          <p className="alert alert--error" role="alert">
            {failure}
          </p>
        ) : null}
        <div className="two-factor__actions">
          <button className="button" type="button" onClick={() => onDone(false)}>
            {t("common.cancel")}
          </button>
          <button className="button button--primary" type="submit" aria-disabled={submitting}>
            {submitting ? t("reauth.submitting") : t("reauth.submit")}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
