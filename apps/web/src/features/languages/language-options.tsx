import { LANGUAGES, type Language } from "@trilha/contracts/rules/languages";
import { useId } from "react";
import { RadioChoices } from "../../components/ui/radio-choices.tsx";
import { changeLanguage, htmlLang, useLanguage, useTranslation } from "../../lib/i18n.ts";
import { LanguageFlag } from "./language-flag.tsx";
import { LANGUAGE_NAMES } from "./language-names.ts";
import "./languages.css";

interface LanguageOptionsProps {
  /** Called once the new language is in place (its catalogue loaded, <html lang> set, the choice stored). */
  onChosen?: (language: Language) => void;
  /** Id of a text that says the choice takes effect at once. */
  describedBy?: string;
}

/** Spec §2 "radio list with flag and name": choosing a language switches the whole UI at once, no reload. */
export function LanguageOptions({ onChosen, describedBy }: LanguageOptionsProps) {
  const { t } = useTranslation();
  const current = useLanguage();
  const name = useId();
  return (
    <RadioChoices
      className="language-options"
      optionClassName="language-option"
      legend={t("languages.label")}
      legendClassName="visually-hidden"
      describedBy={describedBy}
      name={name}
      options={LANGUAGES}
      value={current}
      lang={htmlLang}
      onChoose={(language) => {
        // If the catalogue cannot be fetched the language stays as it was, and so does this list.
        changeLanguage(language).then(
          () => onChosen?.(language),
          () => undefined,
        );
      }}
      label={(language) => (
        <>
          <LanguageFlag language={language} />
          <span>{LANGUAGE_NAMES[language]}</span>
        </>
      )}
    />
  );
}
