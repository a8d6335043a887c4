import { useTranslation } from "react-i18next";
import { LanguageSwitcher } from "../../features/languages/language-switcher.tsx";
import { ReportProblemButton } from "../../features/report-problem/report-problem-button.tsx";

/**
 * Spec §2 "Floating options". For now it holds only the language switcher; WhatsApp, accessibility, sign
 * language, report issue and wiki come in later issues and take their place here.
 */
export function FloatingOptions() {
  const { t } = useTranslation();
  return (
    <aside className="floating-options" aria-label={t("layout.floatingOptions")}>
      <LanguageSwitcher />
      <ReportProblemButton />
    </aside>
  );
}
