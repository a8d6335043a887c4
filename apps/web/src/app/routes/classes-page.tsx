import { QueryContent } from "../../components/ui/query-content.tsx";
import { useActiveGroups } from "../../features/classes/api/classes.api.ts";
import { ClassList } from "../../features/classes/class-list.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";

export function ClassesPage() {
  const { t } = useTranslation();
  const query = useActiveGroups();
  useDocumentTitle(t("nav.classes"));
  return (
    <section className="panel">
      <h1>{t("nav.classes")}</h1>
      <QueryContent query={query} unauthorized="sign-out">
        {(data) => <ClassList groups={data.grupos} />}
      </QueryContent>
    </section>
  );
}
