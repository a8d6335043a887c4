import { useParams } from "react-router";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { QueryContent } from "../../components/ui/query-content.tsx";
import { useGuardianStudents } from "../../features/students/api/students.api.ts";
import { findStudent } from "../../features/students/student-lookup.ts";
import { useTranslation } from "../../lib/i18n.ts";
import { PagePanel } from "./page-panel.tsx";

/** /logado/responsaveis/:id: one of the students the signed-in guardian is responsible for. */
export default function StudentPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const query = useGuardianStudents();
  const student = query.data ? findStudent(query.data.alunos, id) : undefined;
  const notFound = query.data !== undefined && student === undefined;
  const title = student?.nome ?? (notFound ? t("students.notFound") : t("students.title"));
  return (
    <PagePanel title={title}>
      <QueryContent query={query} unauthorized="signed-in-home">
        {() =>
          student ? <EmptyState>{t("students.empty")}</EmptyState> : <p>{t("students.notFoundText")}</p>
        }
      </QueryContent>
    </PagePanel>
  );
}
