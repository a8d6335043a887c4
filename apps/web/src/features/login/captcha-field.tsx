import { type CaptchaChallenge, localCaptchaAnswer } from "@trilha/contracts/captcha.calls";
import { type Ref, useEffect, useId, useImperativeHandle, useRef, useState } from "react";
import { FieldError } from "../../components/ui/field.tsx";
import { useLanguage, useTranslation } from "../../lib/i18n.ts";
import { useCaptchaChallenge } from "./api/login.api.ts";
import { loadRecaptcha, recaptchaLanguage } from "./recaptcha-script.ts";

/** What the login form asks of the captcha: the value for the body's `captcha` field, and a fresh one. */
export interface CaptchaHandle {
  /** The `captcha` field of the login body, or null while nothing has been answered. */
  value(): string | null;
  /** Asks for a new challenge (a challenge is good for one login attempt, right or wrong). */
  renew(): void;
}

interface Captcha extends CaptchaHandle {
  challenge: CaptchaChallenge | undefined;
  status: "loading" | "ready" | "failed";
  /** Generation of the challenge; changes each time a new one is asked for. */
  generation: number;
  answer: string;
  setAnswer(answer: string): void;
  recaptchaToken: string | null;
  setRecaptchaToken(token: string | null): void;
}

function useCaptcha(): Captcha {
  const [generation, setGeneration] = useState(0);
  // The answer belongs to one question: a new one (renewed, or asked again in another language) starts empty.
  const [typed, setTyped] = useState<{ challengeId: string | null; text: string }>({
    challengeId: null,
    text: "",
  });
  const [recaptchaToken, setRecaptchaToken] = useState<string | null>(null);
  const query = useCaptchaChallenge(generation);
  const challenge = query.data;
  const challengeId = challenge?.tipo === "local" ? challenge.id : null;
  const answer = typed.challengeId === challengeId ? typed.text : "";
  const status = query.isPending ? "loading" : query.isError ? "failed" : "ready";
  return {
    challenge,
    status,
    generation,
    answer,
    setAnswer: (text) => setTyped({ challengeId, text }),
    recaptchaToken,
    setRecaptchaToken,
    value() {
      if (challenge?.tipo === "local") {
        return answer.trim() === "" ? null : localCaptchaAnswer(challenge.id, answer);
      }
      if (challenge?.tipo === "recaptcha") return recaptchaToken;
      return null;
    },
    renew() {
      setTyped({ challengeId: null, text: "" });
      setRecaptchaToken(null);
      setGeneration((current) => current + 1);
    },
  };
}

interface CaptchaFieldProps {
  /** Where the login form reads the answer and asks for a new challenge. */
  handleRef: Ref<CaptchaHandle>;
  /** The form was sent without an answer: said under the field until one is given. */
  missing: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The captcha inside the login form (spec §4: once the failed attempts reach 3), downloaded then with its
 * calls. The built-in challenge is a question in words with an answer field; reCAPTCHA renders Google's widget.
 */
export function CaptchaField({ handleRef, missing, inputRef }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const captcha = useCaptcha();
  useImperativeHandle(handleRef, () => ({ value: captcha.value, renew: captcha.renew }), [captcha]);
  const error = missing && captcha.value() === null ? t("captcha.required") : null;
  const id = useId();
  const questionId = `${id}-question`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const challenge = captcha.challenge;

  return (
    <fieldset className="captcha">
      <legend>{t("captcha.legend")}</legend>
      {captcha.status === "loading" ? (
        <p className="muted" role="status">
          {t("captcha.loading")}
        </p>
      ) : null}
      {captcha.status === "failed" ? <p className="field__error">{t("captcha.loadFailed")}</p> : null}
      {challenge?.tipo === "local" ? (
        <div className="field">
          {/* Announced when a new question replaces the old one. */}
          <p className="captcha__question" id={questionId} aria-live="polite">
            {challenge.pergunta}
          </p>
          <label htmlFor={`${id}-answer`}>{t("captcha.answerLabel")}</label>
          <p className="captcha__hint muted" id={hintId}>
            {t("captcha.answerHint")}
          </p>
          <input
            ref={inputRef}
            id={`${id}-answer`}
            name="captcha"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={[questionId, hintId, error ? errorId : null].filter(Boolean).join(" ")}
            value={captcha.answer}
            onChange={(event) => captcha.setAnswer(event.target.value)}
          />
        </div>
      ) : null}
      {challenge?.tipo === "recaptcha" ? (
        <RecaptchaWidget
          key={captcha.generation}
          siteKey={challenge.site_key}
          onToken={captcha.setRecaptchaToken}
        />
      ) : null}
      <FieldError id={errorId} message={error} />
      {challenge?.tipo !== "recaptcha" ? (
        <button className="button captcha__renew" type="button" onClick={captcha.renew}>
          {t("captcha.newChallenge")}
        </button>
      ) : null}
    </fieldset>
  );
}

function RecaptchaWidget({ siteKey, onToken }: { siteKey: string; onToken: (token: string | null) => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const tokenHandler = useRef(onToken);
  tokenHandler.current = onToken;

  useEffect(() => {
    let cancelled = false;
    const element = container.current;
    loadRecaptcha(lang)
      .then((grecaptcha) => {
        if (cancelled || !element) return;
        grecaptcha.render(element, {
          sitekey: siteKey,
          callback: (token) => tokenHandler.current(token),
          "expired-callback": () => tokenHandler.current(null),
          "error-callback": () => tokenHandler.current(null),
          hl: recaptchaLanguage(lang),
        });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      element?.replaceChildren();
    };
  }, [siteKey, lang]);

  return failed ? (
    <p className="field__error">{t("captcha.recaptchaLoadFailed")}</p>
  ) : (
    <div ref={container} className="captcha__recaptcha" />
  );
}
