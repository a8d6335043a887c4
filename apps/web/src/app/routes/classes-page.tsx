import { activeGroups } from "@trilha/contracts/classes.calls";
import { QueryContent } from "../../components/ui/query-content.tsx";
import { ClassList } from "../../features/classes/class-list.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { useApiQuery } from "../../lib/use-api-query.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";

export function ClassesPage() {
  const { t } = useTranslation();
  const query = useApiQuery(activeGroups);
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
