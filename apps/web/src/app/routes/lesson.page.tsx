import { useParams } from "react-router";
import { QueryContent } from "../../components/ui/query-content.tsx";
import { useMyDelivery } from "../../features/lesson/api/lesson.api.ts";
import { LessonView } from "../../features/lesson/lesson-view.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { useSession } from "../../lib/use-session.ts";

/** /logado/conteudo/:atribuicao: one of the student's lessons, and their delivery. */
export default function LessonPage() {
  const { t } = useTranslation();
  const { atribuicao } = useParams();
  const assignmentId = Number(atribuicao);
  if (!Number.isSafeInteger(assignmentId) || assignmentId <= 0 || String(assignmentId) !== atribuicao) {
    return (
      <section className="panel">
        <h1>{t("errorPage.notFound")}</h1>
        <p>{t("errorPage.brokenLink")}</p>
      </section>
    );
  }
  return <Lesson assignmentId={assignmentId} />;
}

function Lesson({ assignmentId }: { assignmentId: number }) {
  const { t } = useTranslation();
  const session = useSession();
  const query = useMyDelivery(assignmentId);
  useDocumentTitle(query.data?.conteudo.titulo ?? t("contents.heading"));
  const userId = session.status === "signed-in" ? session.user.id : null;
  const content = (
    <QueryContent query={query} unauthorized="sign-out">
      {(data) => (userId === null ? null : <LessonView data={data} userId={userId} />)}
    </QueryContent>
  );
  // Not found, or another failure: the page still says where the student is.
  return query.isError ? (
    <section className="panel">
      <h1>{t("contents.heading")}</h1>
      {content}
    </section>
  ) : (
    content
  );
}
