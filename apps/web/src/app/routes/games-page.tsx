import { useTranslation } from "react-i18next";
import { EmptyState } from "../../components/ui/empty-state.tsx";
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
