import { EmptyState } from "../../components/ui/empty-state.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";

/** /logado, labelled Pedagógico (spec §2). */
export function ContentsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("nav.pedagogical"));
  return (
    <section className="panel">
      <h1>{t("nav.pedagogical")}</h1>
      <EmptyState>{t("contents.empty")}</EmptyState>
    </section>
  );
}
