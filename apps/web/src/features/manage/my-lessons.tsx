import type { LessonSummary } from "@trilha/contracts/lessons.calls";
import { webPaths } from "@trilha/contracts/web-paths";
import { useState } from "react";
import { Link } from "react-router";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { FormOutcome, useOutcome } from "../../components/ui/form-outcome.tsx";
import { QueryContent } from "../../components/ui/query-content.tsx";
import { TagList } from "../../components/ui/tag-list.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { type LessonListSituation, useArchiveLesson, useMyLessons } from "./api/manage.api.ts";
import "./manage.css";

/** 'Meus conteúdos': the author's lessons, active or archived, each to edit or (un)archive. */
export function MyLessons({ notice = null }: { notice?: string | null }) {
  const { t } = useTranslation();
  const [situation, setSituation] = useState<LessonListSituation>("ativos");
  const [page, setPage] = useState(1);
  const { outcome, setOutcome, failed } = useOutcome(notice ? { kind: "success", message: notice } : null);
  const query = useMyLessons(situation, page);
  const archive = useArchiveLesson();

  function toggleArchive(lesson: LessonSummary) {
    if (archive.isPending) return;
    setOutcome(null);
    archive.mutate(
      { conteudo_id: lesson.id, arquivado: !lesson.arquivado },
      {
        onSuccess: () => {
          setOutcome({
            kind: "success",
            message: t(lesson.arquivado ? "manage.list.restored" : "manage.list.archived", {
              title: lesson.titulo,
            }),
          });
        },
        onError: failed,
      },
    );
  }

  return (
    <section aria-labelledby="my-lessons-title" className="my-lessons">
      <h2 id="my-lessons-title">{t("manage.list.title")}</h2>
      <div className="my-lessons__tabs">
        {(["ativos", "arquivados"] as const).map((option) => (
          <button
            key={option}
            type="button"
            className="button my-lessons__tab"
            aria-pressed={situation === option}
            onClick={() => {
              setSituation(option);
              setPage(1);
            }}
          >
            {t(option === "ativos" ? "manage.list.active" : "manage.list.archivedTab")}
          </button>
        ))}
      </div>
      <FormOutcome outcome={outcome} statusClassName="my-lessons__status" />
      <QueryContent query={query} unauthorized="sign-out">
        {(data) => {
          if (data.conteudos.length === 0) {
            return (
              <EmptyState>
                {t(situation === "ativos" ? "manage.list.empty" : "manage.list.emptyArchived")}
              </EmptyState>
            );
          }
          const pages = Math.max(1, Math.ceil(data.total / data.limite));
          return (
            <>
              <ul className="card-list">
                {data.conteudos.map((lesson) => (
                  <li key={lesson.id} className="card my-lessons__item">
                    <h3 className="card__title">{lesson.titulo}</h3>
                    <p className="card__meta">
                      {lesson.codigo} · {t(`manage.type.${lesson.tipo}`)} ·{" "}
                      {t("manage.list.version", { version: lesson.versao })}
                    </p>
                    <TagList
                      tags={lesson.tagsFiltro}
                      label={t("manage.form.tags")}
                      className="my-lessons__tags"
                    />
                    <div className="my-lessons__actions">
                      <Link
                        className="button"
                        to={webPaths.manageLesson.build(lesson.id)}
                        aria-label={t("manage.list.editLabel", { title: lesson.titulo })}
                      >
                        {t("manage.list.edit")}
                      </Link>
                      <button
                        type="button"
                        className="button"
                        aria-label={t(
                          lesson.arquivado ? "manage.list.restoreLabel" : "manage.list.archiveLabel",
                          {
                            title: lesson.titulo,
                          },
                        )}
                        onClick={() => toggleArchive(lesson)}
                      >
                        {t(lesson.arquivado ? "manage.list.restore" : "manage.list.archive")}
                      </button>
                    </div>
                  </li>
                ))}
              </ul>
              {pages > 1 ? (
                <nav className="my-lessons__pages" aria-label={t("manage.list.pages")}>
                  <button
                    type="button"
                    className="button"
                    disabled={page <= 1}
                    onClick={() => setPage((current) => current - 1)}
                  >
                    {t("manage.list.previous")}
                  </button>
                  <span>{t("manage.list.pageOf", { page, pages })}</span>
                  <button
                    type="button"
                    className="button"
                    disabled={page >= pages}
                    onClick={() => setPage((current) => current + 1)}
                  >
                    {t("manage.list.next")}
                  </button>
                </nav>
              ) : null}
            </>
          );
        }}
      </QueryContent>
    </section>
  );
}
