import { EmptyState } from "../../components/ui/empty-state.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";

export function ManagePage() {
  const { t } = useTranslation();
  useDocumentTitle(t("nav.manage"));
  return (
    <section className="panel">
      <h1>{t("nav.manage")}</h1>
      <EmptyState>{t("manage.empty")}</EmptyState>
    </section>
  );
}
