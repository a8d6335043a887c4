import { webPaths } from "@trilha/contracts/web-paths";
import { type ReactNode, useState } from "react";
import { useNavigate } from "react-router";
import { MessageDialog } from "../../components/ui/message-dialog.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { clearSession } from "../../lib/session-store.ts";
import { passwordFailure } from "./password-form-state.ts";

/**
 * Spec §8 for the signed-in password forms: 401 or 403 goes to sign-in; any other failure shows the server's
 * text, else the generic message, in an alert with 'Entendi'.
 */
export function usePasswordFailure(): { handle: (error: unknown) => void; dialog: ReactNode } {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);

  function handle(error: unknown) {
    const failure = passwordFailure(error);
    if (failure.kind === "login") {
      // Spec §8 names /login itself: the session is dropped once there, or the guards of this signed-in page
      // would send to a continue address first.
      void Promise.resolve(navigate(webPaths.login.build(), { replace: true })).then(() => {
        if (failure.expired) clearSession({ expired: true, message: failure.message });
      });
      return;
    }
    setMessage(failure.message ?? t("api.generic"));
  }

  const dialog =
    message === null ? null : (
      <MessageDialog
        title={t("passwordFlow.errorTitle")}
        message={message}
        onClose={() => setMessage(null)}
      />
    );
  return { handle, dialog };
}
