import { webPaths } from "@trilha/contracts/web-paths";
import { Link, useLocation } from "react-router";
import type { ManageNotice } from "../../features/manage/lesson-form.tsx";
import { MyLessons } from "../../features/manage/my-lessons.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";

/** /logado/gerenciar (funcoes.compartilhar or funcoes.publicar): 'Meus conteúdos' and 'Novo conteúdo'. */
export default function ManagePage() {
  const { t } = useTranslation();
  const location = useLocation();
  const notice = (location.state as ManageNotice | null)?.notice ?? null;
  useDocumentTitle(t("nav.manage"));
  return (
    <section className="panel">
      <div className="manage-page__header">
        <h1>{t("nav.manage")}</h1>
        <Link className="button button--primary" to={webPaths.manageNewLesson.build()}>
          {t("manage.new")}
        </Link>
      </div>
      <MyLessons notice={notice} />
    </section>
  );
}
