import { webPaths } from "@trilha/contracts/web-paths";
import { Link, useParams } from "react-router";
import { QueryContent } from "../../components/ui/query-content.tsx";
import { useLesson } from "../../features/manage/api/manage.api.ts";
import { LessonForm } from "../../features/manage/lesson-form.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";

/**
 * The pages that carry the editor: a chunk of their own, so the rich-text editor is downloaded only here and
 * never by the list, the lesson page or any other.
 */

function BackToList() {
  const { t } = useTranslation();
  return (
    <p className="manage-page__back">
      <Link to={webPaths.manage.build()}>{t("manage.back")}</Link>
    </p>
  );
}

/** /logado/gerenciar/novo: 'Novo conteúdo'. */
export function NewLessonPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("manage.new"));
  return (
    <section className="panel">
      <BackToList />
      <h1>{t("manage.new")}</h1>
      <LessonForm />
    </section>
  );
}

/** /logado/gerenciar/conteudo/{conteudo}: a lesson edited; saving makes a new version. */
export function EditLessonPage() {
  const { t } = useTranslation();
  const params = useParams();
  const query = useLesson(Number(params.conteudo));
  useDocumentTitle(t("manage.edit"));
  return (
    <section className="panel">
      <BackToList />
      <h1>{t("manage.edit")}</h1>
      <QueryContent query={query} unauthorized="sign-out">
        {(data) => <LessonForm key={data.conteudo.id} lesson={data.conteudo} />}
      </QueryContent>
    </section>
  );
}
