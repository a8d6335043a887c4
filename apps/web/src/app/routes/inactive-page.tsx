import { useTranslation } from "../../lib/i18n.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";

/** /desativado and /site-desativado: the only pages of an inactive tenant (spec §4). */
export function InactivePage() {
  const { t } = useTranslation();
  useDocumentTitle(t("inactive.title"));
  return (
    <section className="panel panel--narrow">
      <h1>{t("inactive.title")}</h1>
      <p>{t("api.tenantInactive")}</p>
    </section>
  );
}
