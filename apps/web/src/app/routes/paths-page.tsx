import { QueryContent } from "../../components/ui/query-content.tsx";
import { useLearningPaths } from "../../features/learning-paths/api/learning-paths.api.ts";
import { PathList } from "../../features/learning-paths/path-list.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";

export function PathsPage() {
  const { t } = useTranslation();
  const query = useLearningPaths();
  useDocumentTitle(t("nav.paths"));
  return (
    <section className="panel">
      <h1>{t("nav.paths")}</h1>
      <QueryContent query={query} unauthorized="sign-out">
        {(data) => <PathList paths={data.trilhas} />}
      </QueryContent>
    </section>
  );
}
