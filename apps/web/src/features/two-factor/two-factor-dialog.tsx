import type { PendingSessionUser } from "@trilha/contracts/session-user";
import { TWO_FACTOR_FACTORS, type TwoFactorFactorName } from "@trilha/contracts/two-factor.calls";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { ModalDialog } from "../../components/ui/modal-dialog.tsx";
import { ApiError } from "../../lib/api-error.ts";
import { useTranslation } from "../../lib/i18n.ts";
import type { SignedInUser } from "../../lib/session-store.ts";
import { fetchTwoFactorQrCode, sendTwoFactorCode, validateTwoFactorCode } from "./api/two-factor.api.ts";
import { CodeField, type CodeProblem, checkCode } from "./code-field.tsx";
import { forgetTrustedDevice, rememberTrustedDevice } from "./trusted-devices.ts";
import { type Message, TwoFactorMessages } from "./two-factor-messages.tsx";
import "./two-factor.css";
import { SubmitCancel } from "../../components/ui/submit-cancel.tsx";

/** How long 'Código Válido' stays on screen before the sign-in goes on. */
export const VALID_CODE_PAUSE_MS = 700;
/** Shown next to 'Salvar este dispositivo'; the server's TRUSTED_DEVICE_TTL_DAYS. */
const TRUSTED_DEVICE_DAYS = 90;

/** What the dialog reads of the login answer's user: whose challenge, and the factors (masked). */
export type SecondFactorUser = Pick<PendingSessionUser, "id" | "usuario_2fa">;

interface TwoFactorDialogProps {
  /** The login answer's user: no token yet, `usuario_2fa` with its factors and the pending-login challenge. */
  user: SecondFactorUser;
  /** A valid code: the server created the session; the page stores it and goes on. */
  onVerified: (user: SignedInUser) => void;
  /** Closing the dialog cancels this sign-in. */
  onCancel: () => void;
}

interface Factor {
  name: TwoFactorFactorName;
  destino: string;
  configurado: boolean;
}

type Step =
  | { kind: "choose" }
  | { kind: "email"; status: "sending" | "ready" }
  | { kind: "app"; status: "loading" | "ready"; qr: { url: string; secret: string } | null };

function factorsOf(user: SecondFactorUser): Factor[] {
  return TWO_FACTOR_FACTORS.flatMap((name) => {
    const factor = user.usuario_2fa.fatores[name];
    return factor ? [{ name, destino: factor.destino, configurado: factor.configurado ?? true }] : [];
  });
}

function firstStep(factor: Factor): Step {
  if (factor.name === "email") return { kind: "email", status: "sending" };
  return { kind: "app", status: factor.configurado ? "ready" : "loading", qr: null };
}

/** The spec's message, followed by the server's reason when it gave a different one. */
function failureText(error: unknown, fallback: string): string {
  const detail = error instanceof ApiError ? error.serverMessage : null;
  return detail && detail !== fallback ? `${fallback} ${detail}` : fallback;
}

/**
 * Spec §2/§4 'Autenticação em 2 fatores': choose a factor (skipped when there is only one), get a code by
 * e-mail or enrol an authenticator app with a QR code, then validate it. 'Código Válido' goes on to the
 * session; 'Código Inválido' stays. 'Salvar este dispositivo' makes this browser skip the step next time.
 */
export function TwoFactorDialog({ user, onVerified, onCancel }: TwoFactorDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const factors = factorsOf(user);
  const only = factors.length === 1 ? factors[0] : undefined;
  const challenge = user.usuario_2fa.desafio ?? "";
  const [factor, setFactor] = useState<Factor | null>(only ?? null);
  const [step, setStep] = useState<Step>(() => (only ? firstStep(only) : { kind: "choose" }));
  const [choice, setChoice] = useState<TwoFactorFactorName>(factors[0]?.name ?? "email");
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<CodeProblem>(null);
  const [saveDevice, setSaveDevice] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const [validating, setValidating] = useState(false);
  const [verified, setVerified] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const started = useRef(false);
  const alive = useRef(true);

  // Runs once per dialog: the user and its factors do not change while it is open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    alive.current = true;
    // Being asked again means a trusted-device token this browser held for the user no longer works.
    forgetTrustedDevice(user.id);
    // One factor: no choice to make (spec §4). The ref keeps a double-run effect from sending twice.
    if (only && !started.current) {
      started.current = true;
      void start(only);
    }
    return () => {
      alive.current = false;
    };
  }, []);

  // Each new step puts the focus where the person types next.
  useEffect(() => {
    if (step.kind !== "choose") codeRef.current?.focus();
  }, [step.kind]);

  async function sendCode(target: Factor, again: boolean) {
    setMessage(null);
    setStep({ kind: "email", status: again ? "ready" : "sending" });
    try {
      await sendTwoFactorCode({
        fator: target.name,
        destino: target.destino,
        id: user.id,
        desafio: challenge,
      });
      if (!alive.current) return;
      setStep({ kind: "email", status: "ready" });
      if (again) setMessage({ tone: "success", text: t("twoFactor.resent") });
    } catch (error) {
      if (!alive.current) return;
      setStep({ kind: "email", status: "ready" });
      setMessage({ tone: "error", text: failureText(error, t("twoFactor.sendFailed")) });
    }
  }

  async function fetchQrCode() {
    setMessage(null);
    setStep({ kind: "app", status: "loading", qr: null });
    try {
      const answer = await fetchTwoFactorQrCode({ id: user.id, desafio: challenge });
      if (!alive.current) return;
      setStep({ kind: "app", status: "ready", qr: { url: answer.url_qrcode, secret: answer.segredo } });
    } catch (error) {
      if (!alive.current) return;
      setStep({ kind: "app", status: "ready", qr: null });
      setMessage({ tone: "error", text: failureText(error, t("twoFactor.qrFailed")) });
    }
  }

  async function start(target: Factor) {
    setFactor(target);
    setCode("");
    setProblem(null);
    setMessage(null);
    setStep(firstStep(target));
    if (target.name === "email") await sendCode(target, false);
    else if (!target.configurado) await fetchQrCode();
  }

  async function validate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (validating || verified || !factor) return;
    const found = checkCode(code);
    setProblem(found);
    if (found) {
      setMessage(null);
      codeRef.current?.focus();
      return;
    }
    setValidating(true);
    setMessage(null);
    try {
      const answer = await validateTwoFactorCode({
        codigo: code.trim(),
        id: user.id,
        desafio: challenge,
        fator: factor.name,
        salvar_dispositivo: saveDevice,
      });
      if (!alive.current) return;
      const signedIn = answer.usuario;
      if (!answer.valido || !signedIn?.token) {
        setMessage({ tone: "error", text: t("twoFactor.invalid") });
        codeRef.current?.select();
        return;
      }
      if (answer.dispositivo_2fa) {
        rememberTrustedDevice(signedIn.id, { usuario: signedIn.usuario, ...answer.dispositivo_2fa });
      }
      setVerified(true);
      setMessage({ tone: "success", text: t("twoFactor.valid") });
      const token = signedIn.token;
      window.setTimeout(() => onVerified({ ...signedIn, token }), VALID_CODE_PAUSE_MS);
    } catch (error) {
      if (!alive.current) return;
      setMessage({ tone: "error", text: failureText(error, t("twoFactor.invalid")) });
    } finally {
      if (alive.current) setValidating(false);
    }
  }

  const saveId = `${id}-save`;
  const saveHintId = `${id}-save-hint`;
  const busy =
    (step.kind === "email" && step.status === "sending") ||
    (step.kind === "app" && step.status === "loading");

  return (
    <ModalDialog title={t("twoFactor.title")} onClose={onCancel}>
      <div className="two-factor">
        {step.kind === "choose" && factors.length > 1 ? (
          <form
            className="two-factor"
            onSubmit={(event) => {
              event.preventDefault();
              const target = factors.find((candidate) => candidate.name === choice);
              if (target) void start(target);
            }}
          >
            <fieldset className="two-factor__choices">
              <legend>{t("twoFactor.chooseFactor")}</legend>
              {factors.map((candidate, index) => (
                <label className="two-factor__check" key={candidate.name}>
                  <input
                    type="radio"
                    name="fator"
                    value={candidate.name}
                    checked={choice === candidate.name}
                    data-autofocus={index === 0 || undefined}
                    onChange={() => setChoice(candidate.name)}
                  />
                  {candidate.name === "email"
                    ? t("twoFactor.factorEmail", { destino: candidate.destino })
                    : t("twoFactor.factorApp")}
                </label>
              ))}
            </fieldset>
            <SubmitCancel
              className="two-factor__actions"
              submitLabel={t("twoFactor.continue")}
              cancelLabel={t("common.cancel")}
              onCancel={onCancel}
            />
          </form>
        ) : null}

        {step.kind !== "choose" ? (
          <form className="two-factor" noValidate onSubmit={validate}>
            {step.kind === "email" ? (
              <p>
                {step.status === "sending"
                  ? t("twoFactor.sending")
                  : t("twoFactor.sentTo", { destino: factor?.destino ?? "" })}
              </p>
            ) : null}
            {step.kind === "app" && step.status === "loading" ? <p>{t("twoFactor.generatingQr")}</p> : null}
            {step.kind === "app" && step.qr ? (
              <>
                <p>{t("twoFactor.scanQr")}</p>
                <img className="two-factor__qr" src={step.qr.url} alt={t("twoFactor.qrAlt")} />
                <p>{t("twoFactor.manualKey")}</p>
                <code className="two-factor__secret" data-testid="totp-secret">
                  {step.qr.secret}
                </code>
              </>
            ) : null}
            {step.kind === "app" && step.status === "ready" && !step.qr && factor?.configurado ? (
              <p>{t("twoFactor.enterAppCode")}</p>
            ) : null}

            <TwoFactorMessages message={message} />

            <CodeField
              ref={codeRef}
              value={code}
              problem={problem}
              autoFocus
              onChange={(value) => {
                setCode(value);
                if (problem) setProblem(null);
              }}
            />
            <div>
              <label className="two-factor__check" htmlFor={saveId}>
                <input
                  id={saveId}
                  type="checkbox"
                  checked={saveDevice}
                  aria-describedby={saveHintId}
                  onChange={(event) => setSaveDevice(event.target.checked)}
                />
                {t("twoFactor.saveDevice")}
              </label>
              <p className="muted" id={saveHintId}>
                {t("twoFactor.saveDeviceHint", { dias: TRUSTED_DEVICE_DAYS })}
              </p>
            </div>
            <div className="two-factor__actions">
              <button
                className="button button--primary"
                type="submit"
                aria-disabled={validating || verified || busy}
              >
                {validating ? t("twoFactor.validating") : t("twoFactor.validate")}
              </button>
              {factor?.name === "email" ? (
                <button
                  className="button"
                  type="button"
                  aria-disabled={busy || verified}
                  onClick={() => {
                    if (!busy && !verified && factor) void sendCode(factor, true);
                  }}
                >
                  {t("twoFactor.resend")}
                </button>
              ) : null}
              {factors.length > 1 ? (
                <button
                  className="button"
                  type="button"
                  onClick={() => {
                    setMessage(null);
                    setStep({ kind: "choose" });
                  }}
                >
                  {t("twoFactor.otherFactor")}
                </button>
              ) : null}
              <button className="button" type="button" onClick={onCancel}>
                {t("common.cancel")}
              </button>
            </div>
          </form>
        ) : null}
      </div>
    </ModalDialog>
  );
}
