import { type FormEvent, useId, useState } from "react";
import { FormOutcome, type Outcome } from "../../components/ui/form-outcome.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import type { SignedInUser } from "../../lib/session-store.ts";
import {
  usePasswordChange,
  usePasswordCreate,
  usePasswordStatus,
  useRefreshPasswordStatus,
} from "./api/password.api.ts";
import { PasswordFields } from "./password-fields.tsx";
import { usePasswordFailure } from "./use-password-failure.tsx";
import { usePasswordForm } from "./use-password-form.ts";
import "./password.css";

/**
 * My account: change the password with the current one, or create one when the account has none (social
 * sign-in). Saving ends the user's other sessions, and the form says so before and after.
 */
export function ChangePasswordSection({ user }: { user: SignedInUser }) {
  const status = usePasswordStatus();
  if (!status.data) return null;
  return <PasswordSectionForm user={user} hasPassword={status.data.tem_senha} />;
}

function PasswordSectionForm({ user, hasPassword }: { user: SignedInUser; hasPassword: boolean }) {
  const { t } = useTranslation();
  const refreshStatus = useRefreshPasswordStatus();
  const id = useId();
  const form = usePasswordForm(hasPassword ? "change" : "create", user.nome);
  const failure = usePasswordFailure();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const change = usePasswordChange();
  const create = usePasswordCreate();
  const save = hasPassword ? change : create;
  const send = () => {
    const { current, password, confirmation } = form.values;
    return hasPassword
      ? change.mutateAsync({ senha_atual: current, senha: password, confirmar: confirmation })
      : create.mutateAsync({ senha: password, confirmar: confirmation });
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    setOutcome(null);
    if (!form.validate()) return;
    try {
      const answer = await send();
      form.reset();
      setOutcome({
        kind: "success",
        message: answer.mensagem ?? t(hasPassword ? "passwordFlow.changed" : "passwordFlow.created"),
        detail: t("passwordFlow.otherSessionsEnded"),
      });
      void refreshStatus();
    } catch (error) {
      failure.handle(error);
    }
  }

  const title = hasPassword ? t("passwordFlow.changeTitle") : t("passwordFlow.createTitle");
  return (
    <section className="password-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {hasPassword ? null : <p>{t("passwordFlow.createIntro")}</p>}
      <form className="password-form" noValidate onSubmit={handleSubmit}>
        <PasswordFields form={form} />
        <p className="muted">{t("passwordFlow.sessionsNote")}</p>
        <div>
          <button className="button button--primary" type="submit" aria-disabled={save.isPending}>
            {save.isPending
              ? t("passwordFlow.submitting")
              : hasPassword
                ? t("passwordFlow.submitChange")
                : t("passwordFlow.submitCreate")}
          </button>
        </div>
        {/* Beside the button, where the person is: the form above it has just been cleared. */}
        <FormOutcome outcome={outcome} />
      </form>
      {failure.dialog}
    </section>
  );
}
