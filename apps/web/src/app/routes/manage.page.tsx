import { webPaths } from "@trilha/contracts/web-paths";
import { Link, useLocation } from "react-router";
import { useTaughtClasses } from "../../features/classroom/api/classroom.api.ts";
import { ASSIGN_PARAM } from "../../features/classroom/assign-lesson-form.tsx";
import type { ManageNotice } from "../../features/manage/lesson-form.tsx";
import { MyLessons } from "../../features/manage/my-lessons.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";

/**
 * 'Atribuir a uma turma', right after a lesson is created: each class the teacher teaches, one tap from its page
 * with the lesson already chosen in 'Atribuir conteúdo'.
 */
function AssignToClass({ lesson }: { lesson: { codigo: string; titulo: string } }) {
  const { t } = useTranslation();
  const classes = useTaughtClasses().data?.grupos ?? [];
  if (classes.length === 0) return null;
  return (
    <section className="manage-page__assign" aria-labelledby="assign-created">
      <h2 id="assign-created">{t("manage.assignCreated", { title: lesson.titulo })}</h2>
      <ul className="manage-page__classes">
        {classes.map((group) => (
          <li key={group.id}>
            <Link
              className="button"
              to={`${webPaths.classPage.build(group.id)}?${new URLSearchParams({ [ASSIGN_PARAM]: lesson.codigo })}`}
            >
              {group.nome}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /logado/gerenciar (funcoes.compartilhar or funcoes.publicar): 'Meus conteúdos' and 'Novo conteúdo'. */
export default function ManagePage() {
  const { t } = useTranslation();
  const location = useLocation();
  const state = location.state as ManageNotice | null;
  const notice = state?.notice ?? null;
  useDocumentTitle(t("nav.manage"));
  return (
    <section className="panel">
      <div className="manage-page__header">
        <h1>{t("nav.manage")}</h1>
        <Link className="button button--primary" to={webPaths.manageNewLesson.build()}>
          {t("manage.new")}
        </Link>
      </div>
      {state?.created ? <AssignToClass lesson={state.created} /> : null}
      <MyLessons notice={notice} />
    </section>
  );
}
