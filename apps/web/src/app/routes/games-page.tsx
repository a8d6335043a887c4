import { EmptyState } from "../../components/ui/empty-state.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";

/** /logado/games-temp/* (plain layout). */
export function GamesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("games.title"));
  return (
    <section className="panel">
      <h1>{t("games.title")}</h1>
      <EmptyState>{t("games.empty")}</EmptyState>
    </section>
  );
}
