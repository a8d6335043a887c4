import { EMAIL_MAX_LENGTH } from "@trilha/contracts/limits";
import { isEmailAddress } from "@trilha/contracts/rules/email-address";
import { type FormEvent, useId, useState } from "react";
import { FormOutcome, type Outcome } from "../../components/ui/form-outcome.tsx";
import { TextInput } from "../../components/ui/text-input.tsx";
import { errorMessage, isUnauthorized } from "../../lib/api-client.ts";
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
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setOutcome(null);
    const address = email.trim();
    const next = {
      email: address !== "" && !isEmailAddress(address) ? t("profile.emailInvalid") : null,
      password: password === "",
    };
    setErrors(next);
    if (next.email || next.password) return;
    setPending(true);
    try {
      const answer = await changeProfileEmail({ email: address, senha_atual: password });
      setRefreshedUser(answer.usuario, user.token);
      setEmail("");
      setPassword("");
      setOutcome({ kind: "success", message: answer.mensagem });
    } catch (error) {
      // The client has ended the session; the sign-in page says why.
      if (isUnauthorized(error)) return;
      setOutcome({ kind: "error", message: errorMessage(error, () => t("api.generic")) });
    } finally {
      setPending(false);
    }
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
          <button className="button button--primary" type="submit" aria-disabled={pending}>
            {pending ? t("profile.emailSubmitting") : t("profile.emailSubmit")}
          </button>
        </div>
        <FormOutcome outcome={outcome} statusClassName="email-form__status" />
      </form>
    </section>
  );
}
