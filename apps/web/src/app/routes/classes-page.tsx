import { QueryContent } from "../../components/ui/query-content.tsx";
import { useActiveGroups } from "../../features/classes/api/classes.api.ts";
import { ClassList } from "../../features/classes/class-list.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { PagePanel } from "./page-panel.tsx";

export function ClassesPage() {
  const { t } = useTranslation();
  return (
    <PagePanel title={t("nav.classes")}>
      <QueryContent query={useActiveGroups()} unauthorized="sign-out">
        {(data) => <ClassList groups={data.grupos} />}
      </QueryContent>
    </PagePanel>
  );
}
