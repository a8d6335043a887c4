import { normalizeLogin } from "@trilha/contracts/rules/login-normalization";
import { type FormEvent, useRef, useState } from "react";
import { FormOutcome, useOutcome } from "../../components/ui/form-outcome.tsx";
import { AccountNameInput } from "../../components/ui/text-input.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { usePasswordForgot } from "./api/password.api.ts";
import "./password.css";

/**
 * Spec §2 forgot password: the login goes to this tenant's server, which answers the same whatever the login
 * (no way to learn which accounts exist) and mails a reset link when the account has an address.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [login, setLogin] = useState("");
  const [missing, setMissing] = useState(false);
  const { outcome, setOutcome, failed } = useOutcome();
  const request = usePasswordForgot();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (request.isPending) return;
    setOutcome(null);
    const usuario = normalizeLogin(login);
    if (usuario === "") {
      setMissing(true);
      inputRef.current?.focus();
      return;
    }
    try {
      const answer = await request.mutateAsync({ usuario });
      setOutcome({ kind: "success", message: answer.mensagem ?? t("passwordFlow.forgotSent") });
    } catch (error) {
      failed(error);
    }
  }

  return (
    <form className="password-form" noValidate onSubmit={handleSubmit}>
      <p>{t("passwordFlow.forgotIntro")}</p>
      <AccountNameInput
        inputRef={inputRef}
        missing={missing}
        value={login}
        onValueChange={(value) => {
          setLogin(value);
          setMissing(false);
        }}
      />
      <button
        className="button button--primary button--block"
        type="submit"
        aria-disabled={request.isPending}
      >
        {request.isPending ? t("passwordFlow.forgotSubmitting") : t("passwordFlow.forgotSubmit")}
      </button>
      <FormOutcome outcome={outcome} />
    </form>
  );
}
