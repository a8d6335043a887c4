import { EmptyState } from "../../components/ui/empty-state.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { PagePanel } from "./page-panel.tsx";

/** /logado/games-temp/* (plain layout). */
export default function GamesPage() {
  const { t } = useTranslation();
  return (
    <PagePanel title={t("games.title")}>
      <EmptyState>{t("games.empty")}</EmptyState>
    </PagePanel>
  );
}
