import { REAUTHENTICATION_WINDOW_MINUTES } from "@trilha/contracts/call";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { ErrorAlert } from "../../components/ui/alert.tsx";
import { ModalDialog } from "../../components/ui/modal-dialog.tsx";
import { PasswordInput } from "../../components/ui/password-input.tsx";
import { errorMessage, isUnauthorized } from "../../lib/api-error.ts";
import { useTranslation } from "../../lib/i18n.ts";
import { providePasswordConfirmation, usePasswordConfirm } from "./api/two-factor.api.ts";

/**
 * For a call the server answered with 428 (a "recent-session" call from a session signed in too long ago):
 * while the component is mounted, the API client's 428 asks for the current password in this dialog and
 * repeats the call once the server accepted it. Render `dialog` where the asking component renders.
 */
export function usePasswordConfirmation(): { dialog: ReactNode } {
  const [settle, setSettle] = useState<((confirmed: boolean) => void) | null>(null);
  const confirm = useRef(() => new Promise<boolean>((resolve) => setSettle(() => resolve))).current;
  useEffect(() => providePasswordConfirmation(confirm), [confirm]);
  const dialog = settle ? (
    <PasswordConfirmDialog
      onDone={(confirmed) => {
        setSettle(null);
        settle(confirmed);
      }}
    />
  ) : null;
  return { dialog };
}

function PasswordConfirmDialog({ onDone }: { onDone: (confirmed: boolean) => void }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState("");
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const confirm = usePasswordConfirm();

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
      await confirm.mutateAsync({ senha_atual: password });
      onDone(true);
    } catch (error) {
      // The client has ended the session already; the change that asked cannot go on.
      if (isUnauthorized(error)) {
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
        {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
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
