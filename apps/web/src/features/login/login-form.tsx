import { CAPTCHA_AFTER_FAILED_ATTEMPTS } from "@trilha/contracts/limits";
import { normalizeLogin } from "@trilha/contracts/rules/login-normalization";
import type { SignInResponse } from "@trilha/contracts/sign-in-response";
import { webPaths } from "@trilha/contracts/web-paths";
import { type FormEvent, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { ErrorAlert } from "../../components/ui/alert.tsx";
import { AccountNameInput } from "../../components/ui/text-input.tsx";
import { errorMessage } from "../../lib/api-error.ts";
import { useTranslation } from "../../lib/i18n.ts";
import "./login.css";
import { PasswordInput } from "../../components/ui/password-input.tsx";
import { lazyPart } from "../../lib/lazy-part.tsx";
import type { CaptchaHandle } from "./captcha-field.tsx";

/** The sign-in calls and their schemas: downloaded when the person starts on the form, not with the page. */
const loadSignInCalls = () => import("./api/sign-in.api.ts");

/** Shown only once the failed attempts reach 3: its code and its question's call are downloaded then. */
const CaptchaField = lazyPart(async () => (await import("./captcha-field.tsx")).CaptchaField, {
  calls: true,
});

interface LoginFormProps {
  /**
   * Called with the server's answer to a successful login and whether to remember the account ('salvar');
   * the page decides what comes next.
   */
  onLoggedIn: (response: SignInResponse, choices: { remember: boolean }) => void;
  /** A message to show before any attempt, e.g. why the previous session ended. */
  initialAlert?: string | null;
  /** The trusted-device token this browser holds for a login, sent so a saved device skips 2FA. */
  trustedDeviceTokenFor?: (usuario: string) => string | undefined;
}

interface FieldErrors {
  login: boolean;
  password: boolean;
}

export function LoginForm({ onLoggedIn, initialAlert = null, trustedDeviceTokenFor }: LoginFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const loginRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [login, setLogin] = useState("");
  const [password, setPassword] = useState("");
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({ login: false, password: false });
  const [alert, setAlert] = useState<string | null>(initialAlert);
  // Spec §4: the captcha appears once the login's failed attempts reach 3 (the server says how many).
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaMissing, setCaptchaMissing] = useState(false);
  const captcha = useRef<CaptchaHandle>(null);
  const captchaRef = useRef<HTMLInputElement>(null);
  // One sign-in at a time. Not useFormAction: here a 401 is the wrong password, said like any other refusal.
  const [pending, setPending] = useState(false);

  async function showCaptchaWhenOwed(usuario: string) {
    try {
      const { usuario: attempts } = await (await loadSignInCalls()).failedAttemptsOf({ usuario });
      if (attempts.tentativasSenha >= CAPTCHA_AFTER_FAILED_ATTEMPTS) setCaptchaShown(true);
    } catch {
      // Without the count the server still asks for the captcha when it is owed, in its own message.
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setAlert(null);
    const usuario = normalizeLogin(login);
    const next = { login: usuario === "", password: password === "" };
    setErrors(next);
    if (next.login || next.password) {
      (next.login ? loginRef : passwordRef).current?.focus();
      return;
    }
    const captchaValue = captchaShown ? (captcha.current?.value() ?? null) : null;
    setCaptchaMissing(captchaShown && captchaValue === null);
    if (captchaShown && captchaValue === null) {
      captchaRef.current?.focus();
      return;
    }
    const dispositivo_2fa = trustedDeviceTokenFor?.(usuario);
    setPending(true);
    try {
      const { signIn } = await loadSignInCalls();
      onLoggedIn(
        await signIn({
          usuario,
          senha: password,
          salvar: remember,
          captcha: captchaValue ?? undefined,
          ...(dispositivo_2fa ? { dispositivo_2fa } : {}),
        }),
        { remember },
      );
    } catch (error) {
      setAlert(errorMessage(error, () => t("api.generic")));
      // The challenge was spent on this attempt, right or wrong.
      if (captchaShown) captcha.current?.renew();
      await showCaptchaWhenOwed(usuario);
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="login-form" noValidate onSubmit={handleSubmit} onFocus={() => void loadSignInCalls()}>
      {alert ? <ErrorAlert>{alert}</ErrorAlert> : null}
      <AccountNameInput
        inputRef={loginRef}
        missing={errors.login}
        value={login}
        onValueChange={(value) => {
          setLogin(value);
          if (errors.login) setErrors((current) => ({ ...current, login: false }));
        }}
      />
      <PasswordInput
        label={t("login.passwordLabel")}
        name="senha"
        autoComplete="current-password"
        inputRef={passwordRef}
        value={password}
        onValueChange={(value) => {
          setPassword(value);
          if (errors.password) setErrors((current) => ({ ...current, password: false }));
        }}
        error={errors.password ? t("common.fieldRequired") : null}
      />
      {captchaShown ? (
        <CaptchaField handleRef={captcha} missing={captchaMissing} inputRef={captchaRef} />
      ) : null}
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
      <button className="button button--primary button--block" type="submit" aria-disabled={pending}>
        {pending ? t("login.submitting") : t("login.submit")}
      </button>
    </form>
  );
}
