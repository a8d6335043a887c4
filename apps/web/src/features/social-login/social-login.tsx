import type { SignInResponse } from "@trilha/contracts/sign-in-response";
import type { SocialConfirmation, SocialProvider } from "@trilha/contracts/social-login.calls";
import { type FormEvent, lazy, Suspense, useRef, useState } from "react";
import { ErrorAlert } from "../../components/ui/alert.tsx";
import { ModalDialog, ModalFormActions } from "../../components/ui/modal-dialog.tsx";
import { PasswordInput } from "../../components/ui/password-input.tsx";
import { errorMessage } from "../../lib/api-error.ts";
import { useTranslation } from "../../lib/i18n.ts";
import { useTenant } from "../../lib/tenant-context.tsx";
import {
  useLoginApple,
  useLoginGoogle,
  useLoginMicrosoft,
  useSocialConfirm,
  useSocialNonce,
} from "./api/social-login.api.ts";
import { ProviderMark } from "./provider-marks.tsx";
import type { ProviderResult } from "./provider-sdks.ts";
import "./social-login.css";
import { socialProvidersOf } from "./social-providers.ts";

/** The local test provider (demo and tests only) is opened by a click: its dialog is downloaded then. */
const LocalProviderDialog = lazy(async () => ({
  default: (await import("./local-provider-dialog.tsx")).LocalProviderDialog,
}));

export const PROVIDER_LABELS: Record<SocialProvider, string> = {
  google: "Google",
  microsoft: "Microsoft",
  apple: "Apple",
};

interface SocialLoginProps {
  /** The same hand-off as the login form's: the page runs the next steps (2FA) and finishes. */
  onLoggedIn: (response: SignInResponse) => void;
}

type Step =
  | { kind: "idle" }
  | { kind: "local"; provider: SocialProvider; nonce: string }
  | { kind: "confirm"; provider: SocialProvider; confirmation: SocialConfirmation };

/**
 * The 'OU' divider and the Microsoft, Google and Apple buttons (principal tenant only, each when the tenant has
 * its client id). A linked or new account is confirmed first and continues with 'Prosseguir' (spec §4): the
 * server links or creates nothing before that call, and asks for the account's password when it has one.
 */
export function SocialLogin({ onLoggedIn }: SocialLoginProps) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const nonceCall = useSocialNonce();
  const google = useLoginGoogle();
  const microsoft = useLoginMicrosoft();
  const apple = useLoginApple();
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const available = socialProvidersOf(tenant);
  if (available.length === 0) return null;

  async function signInWith(provider: SocialProvider, result: ProviderResult): Promise<void> {
    const response =
      provider === "google"
        ? await google.mutateAsync({ id_token_google: result.idToken })
        : provider === "microsoft"
          ? await microsoft.mutateAsync({ id_token_microsoft: result.idToken })
          : await apple.mutateAsync({
              id_token: result.idToken,
              ...(result.firstName ? { firstName: result.firstName } : {}),
              ...(result.lastName ? { lastName: result.lastName } : {}),
            });
    if ("confirmacao" in response) setStep({ kind: "confirm", provider, confirmation: response.confirmacao });
    else onLoggedIn(response);
  }

  function fail(provider: SocialProvider, error: unknown) {
    setFailure(errorMessage(error, () => t("socialLogin.failed", { provider: PROVIDER_LABELS[provider] })));
  }

  async function start(provider: SocialProvider) {
    if (busy) return;
    setBusy(provider);
    setFailure(null);
    try {
      // A fresh single-use nonce per attempt, before any provider window opens.
      const { nonce, provedor_local } = await nonceCall.mutateAsync(undefined);
      if (provedor_local) {
        setStep({ kind: "local", provider, nonce });
        return;
      }
      const { signInWithProvider, ProviderCancelled } = await import("./provider-sdks.ts");
      const clientId = tenant.configuracoes[`${provider}_login_id`] ?? "";
      let result: ProviderResult;
      try {
        result = await signInWithProvider(provider, clientId, nonce);
      } catch (error) {
        if (error instanceof ProviderCancelled) return;
        throw error;
      }
      await signInWith(provider, result);
    } catch (error) {
      fail(provider, error);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="social-login">
      <p className="social-login__divider">
        <span>{t("socialLogin.or")}</span>
      </p>
      {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
      <div className="social-login__buttons">
        {available.map((provider) => (
          <button
            key={provider}
            className={`button button--block social-login__button social-login__button--${provider}`}
            type="button"
            aria-disabled={busy !== null || undefined}
            onClick={() => start(provider)}
          >
            <ProviderMark provider={provider} />
            {t("socialLogin.continueWith", { provider: PROVIDER_LABELS[provider] })}
          </button>
        ))}
      </div>
      {step.kind === "local" ? (
        <Suspense fallback={null}>
          <LocalProviderDialog
            provider={step.provider}
            label={PROVIDER_LABELS[step.provider]}
            nonce={step.nonce}
            onCancel={() => setStep({ kind: "idle" })}
            onToken={(result) => {
              const { provider } = step;
              setStep({ kind: "idle" });
              signInWith(provider, result).catch((error: unknown) => fail(provider, error));
            }}
          />
        </Suspense>
      ) : null}
      {step.kind === "confirm" ? (
        <SocialConfirmationDialog
          provider={step.provider}
          confirmation={step.confirmation}
          onCancel={() => setStep({ kind: "idle" })}
          onConfirmed={(response) => {
            setStep({ kind: "idle" });
            onLoggedIn(response);
          }}
        />
      ) : null}
    </div>
  );
}

const TITLES = {
  vincular: "socialLogin.linkedTitle",
  criar: "socialLogin.newTitle",
  entrar: "socialLogin.signInTitle",
} as const;
const TEXTS = {
  vincular: "socialLogin.linkedText",
  criar: "socialLogin.newText",
  entrar: "socialLogin.signInText",
} as const;

/**
 * 'Prosseguir' of a social sign-in: the server links or creates the account only now, with the account's
 * password when it asks for one. Wrong ones count as failed sign-ins of that login; once they owe the captcha,
 * the server says so here, and the login form (which shows the captcha) is the way in.
 */
function SocialConfirmationDialog({
  provider,
  confirmation,
  onCancel,
  onConfirmed,
}: {
  provider: SocialProvider;
  confirmation: SocialConfirmation;
  onCancel: () => void;
  onConfirmed: (response: SignInResponse) => void;
}) {
  const { t } = useTranslation();
  const confirm = useSocialConfirm();
  const [password, setPassword] = useState("");
  const [passwordMissing, setPasswordMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const vars = { provider: PROVIDER_LABELS[provider], login: confirmation.usuario };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setFailure(null);
    if (confirmation.senha && password === "") {
      setPasswordMissing(true);
      passwordRef.current?.focus();
      return;
    }
    setPending(true);
    try {
      const response = await confirm.mutateAsync({
        desafio: confirmation.desafio,
        ...(confirmation.senha ? { senha: password } : {}),
      });
      onConfirmed(response);
    } catch (error) {
      setFailure(errorMessage(error, () => t("socialLogin.failed", { provider: vars.provider })));
      setPending(false);
    }
  }

  return (
    <ModalDialog role="alertdialog" title={t(TITLES[confirmation.acao])} onClose={onCancel}>
      <p>{t(TEXTS[confirmation.acao], vars)}</p>
      {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
      <form className="login-form" noValidate onSubmit={submit}>
        {confirmation.senha ? (
          <>
            <p>{t("socialLogin.passwordText")}</p>
            <PasswordInput
              label={t("socialLogin.password")}
              name="senha"
              autoComplete="current-password"
              autoFocus
              inputRef={passwordRef}
              value={password}
              onValueChange={(value) => {
                setPassword(value);
                if (value !== "") setPasswordMissing(false);
              }}
              error={passwordMissing ? t("common.fieldRequired") : null}
            />
          </>
        ) : null}
        <ModalFormActions
          submitLabel={t("common.proceed")}
          onCancel={onCancel}
          busy={pending}
          autoFocusSubmit={!confirmation.senha}
        />
      </form>
    </ModalDialog>
  );
}
