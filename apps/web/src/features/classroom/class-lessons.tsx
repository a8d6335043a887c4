import type { AssignedLesson } from "@trilha/contracts/assigned-lesson";
import { formatGrade } from "@trilha/contracts/rules/grade";
import { webPaths } from "@trilha/contracts/web-paths";
import { Link } from "react-router";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { QueryContent } from "../../components/ui/query-content.tsx";
import { useLanguage, useTranslation } from "../../lib/i18n.ts";
import { formatDateTime } from "../../lib/zoned-time.ts";
import { useClassContents } from "./api/classroom.api.ts";
import "./classroom.css";
import { LoadMoreButton } from "../../components/ui/load-more-button.tsx";

/** A student's view of one class: the lessons given to it, by due date, each linking to its page. */
export function ClassLessons({ classId }: { classId: number }) {
  const { t } = useTranslation();
  const query = useClassContents(classId);
  return (
    <section aria-labelledby="class-lessons-title">
      <h2 id="class-lessons-title">{t("classroom.lessons.title")}</h2>
      <QueryContent query={query} unauthorized="sign-out">
        {(data) => {
          const lessons = data.pages.flatMap((page) => page.conteudos);
          const timeZone = data.pages[0]?.fuso_horario ?? "UTC";
          if (lessons.length === 0) return <EmptyState>{t("classroom.lessons.empty")}</EmptyState>;
          return (
            <>
              <ul className="card-list">
                {lessons.map((lesson) => (
                  <LessonCard key={lesson.atribuicao_id} lesson={lesson} timeZone={timeZone} />
                ))}
              </ul>
              <LoadMoreButton query={query} label={t("classroom.lessons.more")} paragraph="classroom__more" />
            </>
          );
        }}
      </QueryContent>
    </section>
  );
}

function LessonCard({ lesson, timeZone }: { lesson: AssignedLesson; timeZone: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <li className="card">
      <h3 className="card__title">
        <Link to={webPaths.lesson.build(lesson.atribuicao_id)}>{lesson.titulo}</Link>
      </h3>
      <p className="card__meta">
        {t(`classroom.lessonType.${lesson.tipo}`)} ·{" "}
        {t("classroom.lessons.due", { date: formatDateTime(lesson.fim_aluno, lang, timeZone) })}
      </p>
      <p className="card__meta">
        <span className="badge badge--outline">{t(`learning.status.${lesson.status}`)}</span>
        {lesson.atrasada && lesson.status !== "atrasada" ? (
          <> · {t("classroom.lessons.deliveredLate")}</>
        ) : null}
        {lesson.ultima_nota !== null && lesson.status !== "CAN" ? (
          <>
            {" "}
            ·{" "}
            {t("classroom.lessons.grade", { grade: formatGrade(Math.round(lesson.ultima_nota * 10), lang) })}
          </>
        ) : null}
      </p>
    </li>
  );
}
