import { useMutation } from "@tanstack/react-query";
import { type LoginResponse, loginStandard } from "@trilha/contracts/account.calls";
import { normalizeLogin } from "@trilha/contracts/rules/login-normalization";
import { webPaths } from "@trilha/contracts/web-paths";
import { type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { callApi, errorMessage } from "../../lib/api-client.ts";
import { useLanguage } from "../../lib/i18n.ts";
import "./auth.css";

interface LoginFormProps {
  /**
   * Called with the server's answer to a successful login and whether to remember the account ('salvar');
   * the page decides what comes next.
   */
  onLoggedIn: (response: LoginResponse, choices: { remember: boolean }) => void;
  /** A message to show before any attempt, e.g. why the previous session ended. */
  initialAlert?: string | null;
}

interface FieldErrors {
  login: boolean;
  password: boolean;
}

export function LoginForm({ onLoggedIn, initialAlert = null }: LoginFormProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const id = useId();
  const loginRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [login, setLogin] = useState("");
  const [password, setPassword] = useState("");
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({ login: false, password: false });
  const [alert, setAlert] = useState<string | null>(initialAlert);
  const signIn = useMutation({
    mutationFn: (body: { usuario: string; senha: string; salvar: boolean }) =>
      callApi(loginStandard, { lang, body }),
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (signIn.isPending) return;
    setAlert(null);
    const usuario = normalizeLogin(login);
    const next = { login: usuario === "", password: password === "" };
    setErrors(next);
    if (next.login || next.password) {
      (next.login ? loginRef : passwordRef).current?.focus();
      return;
    }
    try {
      onLoggedIn(await signIn.mutateAsync({ usuario, senha: password, salvar: remember }), { remember });
    } catch (error) {
      setAlert(errorMessage(error, () => t("api.generic")));
    }
  }

  const loginErrorId = `${id}-login-error`;
  const passwordErrorId = `${id}-password-error`;

  return (
    <form className="login-form" noValidate onSubmit={handleSubmit}>
      {alert ? (
        <div className="alert alert--error" role="alert">
          {alert}
        </div>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-login`}>{t("login.userLabel")}</label>
        <input
          ref={loginRef}
          id={`${id}-login`}
          name="usuario"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          aria-invalid={errors.login || undefined}
          aria-describedby={errors.login ? loginErrorId : undefined}
          value={login}
          onChange={(event) => {
            setLogin(event.target.value);
            if (errors.login) setErrors((current) => ({ ...current, login: false }));
          }}
        />
        {errors.login ? (
          <p className="field__error" id={loginErrorId}>
            {t("common.fieldRequired")}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={`${id}-password`}>{t("login.passwordLabel")}</label>
        <input
          ref={passwordRef}
          id={`${id}-password`}
          name="senha"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={errors.password || undefined}
          aria-describedby={errors.password ? passwordErrorId : undefined}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            if (errors.password) setErrors((current) => ({ ...current, password: false }));
          }}
        />
        {errors.password ? (
          <p className="field__error" id={passwordErrorId}>
            {t("common.fieldRequired")}
          </p>
        ) : null}
      </div>
      <div className="login-form__remember">
        <input
          id={`${id}-remember`}
          name="salvar"
          type="checkbox"
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
        />
        <label htmlFor={`${id}-remember`}>{t("login.remember")}</label>
      </div>
      <p className="login-form__forgot">
        <Link to={webPaths.forgotPassword.build()}>{t("login.forgotPassword")}</Link>
      </p>
      <button className="button button--primary button--block" type="submit" aria-disabled={signIn.isPending}>
        {signIn.isPending ? t("login.submitting") : t("login.submit")}
      </button>
    </form>
  );
}
