import { webPaths } from "@trilha/contracts/web-paths";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { ModalDialog } from "../../components/ui/modal-dialog.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { clearSession, isSignedInUser, type SignedInUser, setSession } from "../../lib/session-store.ts";
import { usePasswordCreate, useSessionRefresh } from "./api/password.api.ts";
import { PasswordFields } from "./password-fields.tsx";
import { usePasswordFailure } from "./use-password-failure.tsx";
import { usePasswordForm } from "./use-password-form.ts";
import "./password.css";

/**
 * Spec §2/§4 'Atualizar senha': over the signed-in pages while funcoes.forca_senha is set, with no way to
 * close it but choosing a new password. Afterwards the user is refreshed from the server (loginToken); if
 * that fails the person goes to the home page (spec §8).
 */
export function ForcedPasswordModal({ user }: { user: SignedInUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const form = usePasswordForm("create", user.nome);
  const failure = usePasswordFailure();
  const [success, setSuccess] = useState<string | null>(null);
  const proceedRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // The form (and its focused button) is gone: the next step gets the focus.
    if (success !== null) proceedRef.current?.focus();
  }, [success]);
  const save = usePasswordCreate();
  const refresh = useSessionRefresh();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending || !form.validate()) return;
    try {
      const answer = await save.mutateAsync({
        senha: form.values.password,
        confirmar: form.values.confirmation,
      });
      setSuccess(answer.mensagem ?? t("passwordFlow.forcedDone"));
    } catch (error) {
      failure.handle(error);
    }
  }

  async function proceed() {
    if (refresh.isPending) return;
    try {
      const { usuario } = await refresh.mutateAsync({ token: user.token });
      if (!isSignedInUser(usuario)) throw new Error("refreshed user without a session");
      // The refreshed user has forca_senha cleared, so this modal is no longer rendered.
      setSession(usuario);
    } catch {
      // Spec §8: a failed refresh goes to the home page; the stale user (still owing a new password) is dropped
      // once there, so signing in again starts from the server's word.
      await navigate(webPaths.home.build(), { replace: true });
      clearSession();
    }
  }

  return (
    <ModalDialog labelledBy={`${id}-title`} describedBy={`${id}-text`}>
      <h2 id={`${id}-title`}>{t("passwordFlow.forcedTitle")}</h2>
      {success ? (
        <div role="status">
          <div className="password-success" id={`${id}-text`}>
            <p>{success}</p>
            <p>{t("passwordFlow.otherSessionsEnded")}</p>
          </div>
          <div className="modal__actions">
            <button
              ref={proceedRef}
              className="button button--primary"
              type="button"
              aria-describedby={`${id}-text`}
              aria-disabled={refresh.isPending}
              onClick={proceed}
            >
              {t("common.proceed")}
            </button>
          </div>
        </div>
      ) : (
        <form className="password-form" noValidate onSubmit={handleSubmit}>
          <p id={`${id}-text`}>{t("passwordFlow.forcedText")}</p>
          <PasswordFields form={form} autoFocus />
          <p className="muted">{t("passwordFlow.sessionsNote")}</p>
          <div className="modal__actions">
            <button className="button button--primary" type="submit" aria-disabled={save.isPending}>
              {save.isPending ? t("passwordFlow.submitting") : t("passwordFlow.forcedSubmit")}
            </button>
          </div>
        </form>
      )}
      {failure.dialog}
    </ModalDialog>
  );
}
