import { useTranslation } from "../../lib/i18n.ts";

/** Said by screen readers after a link's name, so opening a new tab is no surprise (WCAG 3.2.5). */
export function NewTabHint() {
  const { t } = useTranslation();
  return <span className="visually-hidden">{t("floating.newTab")}</span>;
}
