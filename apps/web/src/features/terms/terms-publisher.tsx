import { TERMS_TEXT_MAX_LENGTH, TERMS_TITLE_MAX_LENGTH } from "@trilha/contracts/limits";
import { LANGUAGES, type Language } from "@trilha/contracts/rules/languages";
import { type FormEvent, useId, useState } from "react";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { PlainInput, PlainTextArea } from "../../components/ui/field.tsx";
import { FormOutcome, type Outcome } from "../../components/ui/form-outcome.tsx";
import { errorMessage } from "../../lib/api-error.ts";
import { useTranslation } from "../../lib/i18n.ts";
import { useTermsPublish } from "./api/terms.api.ts";
import "./terms.css";

const LANGUAGE_NAMES: Record<Language, string> = {
  "pt-br": "Português",
  "en-us": "English",
  "es-es": "Español",
};

/** 'Publicar nova versão': a title and a text per language (pt-br required), published after a confirmation. */
export function TermsPublisher({ nextVersion }: { nextVersion: number }) {
  const { t } = useTranslation();
  const id = useId();
  const publish = useTermsPublish();
  const [texts, setTexts] = useState<Record<Language, { titulo: string; texto: string }>>(
    () => Object.fromEntries(LANGUAGES.map((lang) => [lang, { titulo: "", texto: "" }])) as never,
  );
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const set = (lang: Language, field: "titulo" | "texto", value: string) =>
    setTexts((current) => ({ ...current, [lang]: { ...current[lang], [field]: value } }));

  function send() {
    setConfirming(false);
    setOutcome(null);
    const textos = LANGUAGES.filter(
      (lang) => lang === "pt-br" || texts[lang].titulo.trim() !== "" || texts[lang].texto.trim() !== "",
    ).map((idioma) => ({ idioma, ...texts[idioma] }));
    publish.mutate(
      { textos },
      {
        onSuccess: (answer) => {
          setTexts(Object.fromEntries(LANGUAGES.map((lang) => [lang, { titulo: "", texto: "" }])) as never);
          setOutcome({ kind: "success", message: answer.mensagem });
        },
        onError: (error) =>
          setOutcome({ kind: "error", message: errorMessage(error, () => t("api.generic")) }),
      },
    );
  }

  return (
    <form
      className="notice-editor"
      aria-labelledby={`${id}-title`}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        if (!publish.isPending) setConfirming(true);
      }}
    >
      <h2 id={`${id}-title`}>{t("terms.editor.publish")}</h2>
      <p className="muted">{t("terms.editor.publishIntro")}</p>
      {LANGUAGES.map((lang) => (
        <fieldset key={lang} className="notice-editor__schools terms-publisher__language">
          <legend>
            {lang === "pt-br"
              ? LANGUAGE_NAMES[lang]
              : t("terms.editor.optional", { language: LANGUAGE_NAMES[lang] })}
          </legend>
          <PlainInput
            label={t("terms.editor.titleField")}
            lang={lang}
            required={lang === "pt-br"}
            maxLength={TERMS_TITLE_MAX_LENGTH}
            value={texts[lang].titulo}
            onValueChange={(value) => set(lang, "titulo", value)}
          />
          <PlainTextArea
            label={t("terms.editor.text")}
            describedBy={`${id}-hint`}
            lang={lang}
            rows={6}
            required={lang === "pt-br"}
            maxLength={TERMS_TEXT_MAX_LENGTH}
            value={texts[lang].texto}
            onValueChange={(value) => set(lang, "texto", value)}
          />
        </fieldset>
      ))}
      <p id={`${id}-hint`} className="muted notice-editor__hint">
        {t("terms.editor.textHint")}
      </p>
      <div className="notice-editor__actions">
        <button className="button button--primary" type="submit" aria-disabled={publish.isPending}>
          {t("terms.editor.publishButton")}
        </button>
        <FormOutcome outcome={outcome} statusClassName="notice-editor__status" />
      </div>
      {confirming ? (
        <ConfirmDialog
          title={t("terms.editor.publish")}
          confirmLabel={t("terms.editor.publishButton")}
          cancelLabel={t("terms.editor.cancel")}
          onConfirm={send}
          onCancel={() => setConfirming(false)}
        >
          <p>{t("terms.editor.confirm", { versao: nextVersion })}</p>
        </ConfirmDialog>
      ) : null}
    </form>
  );
}
