import { isLanguage, LANGUAGES } from "@trilha/contracts/rules/languages";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { changeLanguage, htmlLang, useLanguage } from "../../lib/i18n.ts";
import { LANGUAGE_NAMES } from "./language-names.ts";
import "./language-switcher.css";

/** A plain select for now; the floating languages dialog (spec §2) replaces it later. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  return (
    <div className="language-switcher">
      <label htmlFor={id}>{t("languages.label")}</label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          const next = event.target.value;
          if (isLanguage(next)) void changeLanguage(next);
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={htmlLang(code)}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
