import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "../../lib/i18n.ts";
import { clearSession, getSessionToken } from "../../lib/session-store.ts";
import { useForgetAllCalls, useLogout } from "./api/login.api.ts";
import "./login.css";

interface LogoutDialogProps {
  onSignedOut: () => void;
  onCancel: () => void;
}

/** Spec §2: sign-out asks 'Deseja realmente sair?' first. */
export function LogoutDialog({ onSignedOut, onCancel }: LogoutDialogProps) {
  const { t } = useTranslation();
  const forgetAllCalls = useForgetAllCalls();
  const endSession = useLogout();
  const id = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    // The safe choice gets focus, as for any confirmation of a destructive action.
    cancelRef.current?.focus();
  }, []);

  async function confirm() {
    if (pending) return;
    setPending(true);
    // Signing out sends the session's own token in the body, so it is read from the store here.
    const token = getSessionToken();
    try {
      if (token) await endSession.mutateAsync({ token });
    } catch {
      // Signing out locally must not depend on the server answering; the token is forgotten either way.
    }
    clearSession();
    forgetAllCalls();
    onSignedOut();
  }

  return (
    <div
      className="confirm-dialog"
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <h1 id={`${id}-title`}>{t("logout.title")}</h1>
      <p id={`${id}-text`}>{t("logout.question")}</p>
      <div className="confirm-dialog__actions">
        <button ref={cancelRef} className="button" type="button" onClick={onCancel}>
          {t("common.cancel")}
        </button>
        <button className="button button--primary" type="button" onClick={confirm} aria-disabled={pending}>
          {t("logout.confirm")}
        </button>
      </div>
    </div>
  );
}
