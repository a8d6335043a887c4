import { useMutation } from "@tanstack/react-query";
import { passwordForgot } from "@trilha/contracts/password.calls";
import { normalizeLogin } from "@trilha/contracts/rules/login-normalization";
import { type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { callApi, errorMessage } from "../../lib/api-client.ts";
import { useLanguage } from "../../lib/i18n.ts";
import "./password.css";

/**
 * Spec §2 forgot password: the login goes to this tenant's server, which answers the same whatever the login
 * (no way to learn which accounts exist) and mails a reset link when the account has an address.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [login, setLogin] = useState("");
  const [missing, setMissing] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const request = useMutation({
    mutationFn: (usuario: string) => callApi(passwordForgot, { lang, body: { usuario } }),
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (request.isPending) return;
    setFailure(null);
    setSent(null);
    const usuario = normalizeLogin(login);
    if (usuario === "") {
      setMissing(true);
      inputRef.current?.focus();
      return;
    }
    try {
      const answer = await request.mutateAsync(usuario);
      setSent(answer.mensagem ?? t("passwordFlow.forgotSent"));
    } catch (error) {
      setFailure(errorMessage(error, () => t("api.generic")));
    }
  }

  const errorId = `${id}-error`;
  return (
    <form className="password-form" noValidate onSubmit={handleSubmit}>
      <p>{t("passwordFlow.forgotIntro")}</p>
      <div role="status">
        {sent ? (
          <div className="password-success">
            <p>{sent}</p>
          </div>
        ) : null}
      </div>
      {failure ? (
        <div className="alert alert--error" role="alert">
          {failure}
        </div>
      ) : null}
      <div className="password-field">
        <label htmlFor={`${id}-login`}>{t("login.userLabel")}</label>
        <input
          ref={inputRef}
          id={`${id}-login`}
          name="usuario"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          aria-invalid={missing || undefined}
          aria-describedby={missing ? errorId : undefined}
          value={login}
          onChange={(event) => {
            setLogin(event.target.value);
            setMissing(false);
          }}
        />
        {missing ? (
          <p className="password-field__errors" id={errorId}>
            {t("common.fieldRequired")}
          </p>
        ) : null}
      </div>
      <button
        className="button button--primary button--block"
        type="submit"
        aria-disabled={request.isPending}
      >
        {request.isPending ? t("passwordFlow.forgotSubmitting") : t("passwordFlow.forgotSubmit")}
      </button>
    </form>
  );
}
