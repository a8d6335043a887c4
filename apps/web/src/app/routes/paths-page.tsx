import { QueryContent } from "../../components/ui/query-content.tsx";
import { useLearningPaths } from "../../features/learning-paths/api/learning-paths.api.ts";
import { PathList } from "../../features/learning-paths/path-list.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { PagePanel } from "./page-panel.tsx";

export function PathsPage() {
  const { t } = useTranslation();
  return (
    <PagePanel title={t("nav.paths")}>
      <QueryContent query={useLearningPaths()} unauthorized="sign-out">
        {(data) => <PathList paths={data.trilhas} />}
      </QueryContent>
    </PagePanel>
  );
}
