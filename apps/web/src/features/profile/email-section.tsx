import { EMAIL_MAX_LENGTH } from "@trilha/contracts/limits";
import { isEmailAddress } from "@trilha/contracts/rules/email-address";
import { type FormEvent, useId, useState } from "react";
import { FormOutcome, useFormAction } from "../../components/ui/form-outcome.tsx";
import { TextInput } from "../../components/ui/text-input.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { type SignedInUser, setRefreshedUser } from "../../lib/session-store.ts";
import "./email-section.css";
import { PasswordInput } from "../../components/ui/password-input.tsx";
import { changeProfileEmail } from "./api/profile.api.ts";

/**
 * My account: sets or (left blank) removes the e-mail that password-reset links go to. The current password is
 * asked again, since a borrowed session could otherwise redirect those links. The details above show the
 * address in use, refreshed from the answer.
 */
export function EmailSection({ user }: { user: SignedInUser }) {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<{ email: string | null; password: boolean }>({
    email: null,
    password: false,
  });
  const action = useFormAction();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (action.pending) return;
    action.setOutcome(null);
    const address = email.trim();
    const next = {
      email: address !== "" && !isEmailAddress(address) ? t("profile.emailInvalid") : null,
      password: password === "",
    };
    setErrors(next);
    if (next.email || next.password) return;
    await action.run(
      () => changeProfileEmail({ email: address, senha_atual: password }),
      (answer) => {
        setRefreshedUser(answer.usuario, user.token);
        setEmail("");
        setPassword("");
      },
    );
  }

  return (
    <section className="account-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("profile.emailTitle")}</h2>
      <p className="muted">{t("profile.emailIntro")}</p>
      <form className="email-form" noValidate onSubmit={handleSubmit}>
        <TextInput
          type="email"
          label={t("profile.emailNew")}
          value={email}
          onValueChange={(value) => {
            setEmail(value);
            if (errors.email) setErrors((current) => ({ ...current, email: null }));
          }}
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          hint={t("profile.emailHint")}
          error={errors.email}
        />
        <PasswordInput
          label={t("passwordFlow.currentLabel")}
          autoComplete="current-password"
          value={password}
          onValueChange={(value) => {
            setPassword(value);
            if (errors.password) setErrors((current) => ({ ...current, password: false }));
          }}
          error={errors.password ? t("common.fieldRequired") : null}
        />
        <div>
          <button className="button button--primary" type="submit" aria-disabled={action.pending}>
            {action.pending ? t("profile.emailSubmitting") : t("profile.emailSubmit")}
          </button>
        </div>
        <FormOutcome outcome={action.outcome} statusClassName="email-form__status" />
      </form>
    </section>
  );
}
