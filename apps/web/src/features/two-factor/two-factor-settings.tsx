import type { TwoFactorSettings as Settings } from "@trilha/contracts/two-factor.calls";
import { type FormEvent, useId, useRef, useState } from "react";
import { ErrorAlert } from "../../components/ui/alert.tsx";
import { FormOutcome, useFormAction } from "../../components/ui/form-outcome.tsx";
import { ModalDialog } from "../../components/ui/modal-dialog.tsx";
import { QueryContent } from "../../components/ui/query-content.tsx";
import { isUnauthorized } from "../../lib/api-error.ts";
import { useTranslation } from "../../lib/i18n.ts";
import {
  PasswordNotConfirmed,
  useAuthenticatorConfirm,
  useAuthenticatorRemove,
  useAuthenticatorStart,
  useRefreshTwoFactorSettings,
  useTrustedDeviceRemove,
  useTwoFactorEmailFactor,
  useTwoFactorEnable,
  useTwoFactorSettings,
} from "./api/two-factor.api.ts";
import { CodeField, type CodeProblem, checkCode } from "./code-field.tsx";
import { usePasswordConfirmation } from "./password-confirmation.tsx";
import { forgetTrustedDeviceById, readTrustedDevices } from "./trusted-devices.ts";
import "./two-factor.css";

interface Confirmation {
  question: string;
  run: () => Promise<void>;
}

/**
 * My account → 'Autenticação em 2 fatores': turn it on or off, the e-mail factor, the authenticator app
 * (QR code, confirmed with a code) and the devices saved at sign-in. Each change says how it went.
 */
export function TwoFactorSettings() {
  const { t } = useTranslation();
  const query = useTwoFactorSettings();
  return (
    <section className="two-factor-settings" aria-labelledby="two-factor-settings-title">
      <h2 id="two-factor-settings-title">{t("twoFactor.settings.title")}</h2>
      <p>{t("twoFactor.settings.intro")}</p>
      {query.isError && !isUnauthorized(query.error) ? (
        <ErrorAlert>{t("twoFactor.settings.loadFailed")}</ErrorAlert>
      ) : (
        <QueryContent query={query} unauthorized="sign-out">
          {(settings) => <SettingsBody settings={settings} />}
        </QueryContent>
      )}
    </section>
  );
}

function SettingsBody({ settings }: { settings: Settings }) {
  const { t, i18n } = useTranslation();
  const refreshSettings = useRefreshTwoFactorSettings();
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [enrolment, setEnrolment] = useState<{ url: string; secret: string } | null>(null);
  const passwordConfirmation = usePasswordConfirmation();
  // A password confirmation closed changes nothing and says nothing.
  const action = useFormAction({ unsaid: (error) => error instanceof PasswordNotConfirmed });
  const pending = action.pending;
  const enable = useTwoFactorEnable();
  const emailFactor = useTwoFactorEmailFactor();
  const appStart = useAuthenticatorStart();
  const appConfirm = useAuthenticatorConfirm();
  const appRemove = useAuthenticatorRemove();
  const deviceRemove = useTrustedDeviceRemove();
  const thisBrowser = new Set(Object.values(readTrustedDevices()).map((entry) => entry.id));
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: "short" }).format(new Date(iso));

  async function change(send: () => Promise<{ mensagem?: string }>, after?: () => void) {
    await action.run(send, async () => {
      after?.();
      await refreshSettings();
    });
  }

  function confirmThen(question: string, run: () => Promise<void>) {
    setConfirmation({ question, run });
  }

  /** A click that asks `question` first, then makes the change. */
  const asking = (question: string, send: () => Promise<{ mensagem?: string }>) => () =>
    confirmThen(question, () => change(send));

  /** The one button of a factor switched by `ativo`: off after asking while it is on, else on at once. */
  function switchButton(
    on: boolean,
    send: (body: { ativo: boolean }) => Promise<{ mensagem?: string }>,
    labels: { off: string; confirmOff: string; on: string },
    primary = false,
  ) {
    return on ? (
      <SettingButton
        label={labels.off}
        pending={pending}
        onClick={asking(labels.confirmOff, () => send({ ativo: false }))}
      />
    ) : (
      <SettingButton
        primary={primary}
        label={labels.on}
        pending={pending}
        onClick={() => change(() => send({ ativo: true }))}
      />
    );
  }

  async function startEnrolment() {
    if (pending) return;
    const started = await action.run(
      () => appStart.mutateAsync(undefined),
      (result) => setEnrolment({ url: result.url_qrcode, secret: result.segredo }),
    );
    if (!started)
      action.setOutcome(
        (current) => current && { kind: "error", message: `${t("twoFactor.qrFailed")} ${current.message}` },
      );
  }

  return (
    <>
      <FormOutcome outcome={action.outcome} />

      <div className="two-factor-settings__part">
        <p>{settings.ativo ? t("twoFactor.settings.statusOn") : t("twoFactor.settings.statusOff")}</p>
        {settings.obrigatoria ? <p className="muted">{t("twoFactor.settings.requiredNote")}</p> : null}
        <div className="two-factor__actions">
          {settings.obrigatoria && settings.ativo
            ? null
            : switchButton(
                settings.ativo,
                enable.mutateAsync,
                {
                  off: t("twoFactor.settings.turnOff"),
                  confirmOff: t("twoFactor.settings.confirmTurnOff"),
                  on: t("twoFactor.settings.turnOn"),
                },
                true,
              )}
        </div>
      </div>

      <div className="two-factor-settings__part">
        <h3>{t("twoFactor.settings.emailTitle")}</h3>
        {settings.email.destino === null ? (
          <p>{t("twoFactor.settings.noEmailAccount")}</p>
        ) : (
          <>
            <p>
              {settings.email.ativo
                ? t("twoFactor.settings.emailOn", { destino: settings.email.destino })
                : t("twoFactor.settings.emailAvailable", { destino: settings.email.destino })}
            </p>
            <div className="two-factor__actions">
              {switchButton(settings.email.ativo, emailFactor.mutateAsync, {
                off: t("twoFactor.settings.removeEmail"),
                confirmOff: t("twoFactor.settings.confirmRemoveEmail"),
                on: t("twoFactor.settings.addEmail"),
              })}
            </div>
          </>
        )}
      </div>

      <div className="two-factor-settings__part">
        <h3>{t("twoFactor.settings.appTitle")}</h3>
        <p>
          {settings.autenticador.configurado
            ? t("twoFactor.settings.appOn")
            : settings.autenticador.ativo
              ? t("twoFactor.settings.appPending")
              : t("twoFactor.settings.appOff")}
        </p>
        {enrolment ? (
          <AppEnrolment
            enrolment={enrolment}
            onAgain={startEnrolment}
            onCancel={() => setEnrolment(null)}
            onConfirm={(codigo) =>
              change(
                () => appConfirm.mutateAsync({ codigo }),
                () => setEnrolment(null),
              )
            }
          />
        ) : (
          <div className="two-factor__actions">
            {settings.autenticador.configurado ? (
              <SettingButton
                label={t("twoFactor.settings.removeApp")}
                pending={pending}
                onClick={asking(t("twoFactor.settings.confirmRemoveApp"), () =>
                  appRemove.mutateAsync(undefined),
                )}
              />
            ) : (
              <SettingButton
                label={t("twoFactor.settings.setupApp")}
                pending={pending}
                onClick={startEnrolment}
              />
            )}
          </div>
        )}
      </div>

      <div className="two-factor-settings__part">
        <h3>{t("twoFactor.settings.devicesTitle")}</h3>
        <p>{t("twoFactor.settings.devicesIntro")}</p>
        {settings.dispositivos.length === 0 ? (
          <p className="muted">{t("twoFactor.settings.devicesEmpty")}</p>
        ) : (
          <ul className="two-factor-settings__devices">
            {settings.dispositivos.map((device) => (
              <li className="two-factor-settings__device" key={device.id}>
                <div>
                  <strong>{device.nome}</strong>
                  {thisBrowser.has(device.id) ? ` (${t("twoFactor.settings.deviceThis")})` : null}
                  <br />
                  <span className="muted">
                    {t("twoFactor.settings.deviceDetails", {
                      criado: date(device.criado_em),
                      expira: date(device.expira_em),
                    })}
                  </span>
                </div>
                <button
                  className="button"
                  type="button"
                  aria-disabled={pending}
                  aria-label={t("twoFactor.settings.removeDeviceLabel", { nome: device.nome })}
                  onClick={() =>
                    confirmThen(t("twoFactor.settings.confirmRemoveDevice", { nome: device.nome }), () =>
                      change(
                        () => deviceRemove.mutateAsync({ id: device.id }),
                        () => forgetTrustedDeviceById(device.id),
                      ),
                    )
                  }
                >
                  {t("twoFactor.settings.removeDevice")}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>

      {confirmation ? (
        <ModalDialog title={t("twoFactor.settings.title")} onClose={() => setConfirmation(null)}>
          <div className="two-factor">
            <p>{confirmation.question}</p>
            <div className="two-factor__actions">
              <button className="button" type="button" data-autofocus onClick={() => setConfirmation(null)}>
                {t("common.cancel")}
              </button>
              <button
                className="button button--primary"
                type="button"
                onClick={() => {
                  const { run } = confirmation;
                  setConfirmation(null);
                  void run();
                }}
              >
                {t("twoFactor.settings.confirm")}
              </button>
            </div>
          </div>
        </ModalDialog>
      ) : null}
      {passwordConfirmation.dialog}
    </>
  );
}

interface AppEnrolmentProps {
  enrolment: { url: string; secret: string };
  onConfirm: (codigo: string) => Promise<void>;
  onAgain: () => Promise<void>;
  onCancel: () => void;
}

function AppEnrolment({ enrolment, onConfirm, onAgain, onCancel }: AppEnrolmentProps) {
  const { t } = useTranslation();
  const id = useId();
  const codeRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<CodeProblem>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkCode(code);
    setProblem(found);
    if (found) {
      codeRef.current?.focus();
      return;
    }
    await onConfirm(code.trim());
  }

  return (
    <form className="two-factor" noValidate onSubmit={submit} aria-labelledby={`${id}-intro`}>
      <p id={`${id}-intro`}>{t("twoFactor.scanQr")}</p>
      <img className="two-factor__qr" src={enrolment.url} alt={t("twoFactor.qrAlt")} />
      <p>{t("twoFactor.manualKey")}</p>
      <code className="two-factor__secret" data-testid="totp-secret">
        {enrolment.secret}
      </code>
      <CodeField
        ref={codeRef}
        value={code}
        problem={problem}
        onChange={(value) => {
          setCode(value);
          if (problem) setProblem(null);
        }}
      />
      <div className="two-factor__actions">
        <button className="button button--primary" type="submit">
          {t("twoFactor.settings.confirmApp")}
        </button>
        <button className="button" type="button" onClick={() => void onAgain()}>
          {t("twoFactor.settings.setupAgain")}
        </button>
        <button className="button" type="button" onClick={onCancel}>
          {t("twoFactor.settings.cancelSetup")}
        </button>
      </div>
    </form>
  );
}

/** A button of the settings, marked disabled while a change is under way (it stays in the tab order). */
function SettingButton({
  label,
  pending,
  primary,
  onClick,
}: {
  label: string;
  pending: boolean;
  primary?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      className={primary ? "button button--primary" : "button"}
      type="button"
      aria-disabled={pending}
      onClick={onClick}
    >
      {label}
    </button>
  );
}
