import { CURRENT_PERIOD } from "@trilha/contracts/deliveries.calls";
import { webPaths } from "@trilha/contracts/web-paths";
import { Link, useParams, useSearchParams } from "react-router";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { QueryContent } from "../../components/ui/query-content.tsx";
import {
  useMyClasses,
  useRefreshTaughtClasses,
  useTaughtClasses,
} from "../../features/classroom/api/classroom.api.ts";
import { ASSIGN_PARAM, AssignLessonForm } from "../../features/classroom/assign-lesson-form.tsx";
import { ClassLessons } from "../../features/classroom/class-lessons.tsx";
import { useGradebook, useGradingPeriods } from "../../features/gradebook/api/gradebook.api.ts";
import { GradebookSection } from "../../features/gradebook/gradebook-section.tsx";
import { ClassJoinCodePanel } from "../../features/registrations/join-code.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { useSession } from "../../lib/use-session.ts";

/**
 * /logado/turmas/{turma}: a student sees the class's lessons; a teacher of it gives lessons ('Atribuir
 * conteúdo') and reads and grades its work ('Notas').
 */
export default function ClassPage() {
  const { t } = useTranslation();
  const params = useParams();
  const classId = Number(params.turma);
  const classes = useMyClasses();
  const taught = useTaughtClasses();
  // A teacher's view needs the year's grading periods and the gradebook: asked beside the class lists, not
  // after them (the gradebook of today's period, for a teacher: the server refuses it for another's class).
  const year = new Date().getFullYear();
  useGradingPeriods(year);
  const session = useSession();
  useGradebook.ahead(session.status === "signed-in" && session.user.tipo === "teacher", {
    classId,
    year,
    period: CURRENT_PERIOD,
  });
  const group = classes.data?.grupos.find((candidate) => candidate.id === classId);
  useDocumentTitle(group?.nome ?? t("nav.classes"));
  return (
    <section className="panel class-page">
      <p className="class-page__back">
        <Link to={webPaths.classes.build()}>{t("classroom.back")}</Link>
      </p>
      <QueryContent query={classes} unauthorized="sign-out">
        {(data) => {
          const found = data.grupos.find((candidate) => candidate.id === classId);
          if (!found) {
            return (
              <>
                <h1>{t("nav.classes")}</h1>
                <EmptyState>{t("classroom.notFound")}</EmptyState>
              </>
            );
          }
          return (
            <>
              <h1>{found.nome}</h1>
              <QueryContent query={taught} unauthorized="sign-out">
                {(teaching) => {
                  const taughtClass = teaching.grupos.find((candidate) => candidate.id === classId);
                  return taughtClass ? (
                    <TeacherView
                      classId={classId}
                      className={found.nome}
                      joinCode={taughtClass.codigo_entrada}
                    />
                  ) : (
                    <ClassLessons classId={classId} />
                  );
                }}
              </QueryContent>
            </>
          );
        }}
      </QueryContent>
    </section>
  );
}

function TeacherView({
  classId,
  className,
  joinCode,
}: {
  classId: number;
  className: string;
  joinCode: string | null;
}) {
  const refreshTaught = useRefreshTaughtClasses();
  const year = new Date().getFullYear();
  const periods = useGradingPeriods(year);
  // '?atribuir=<código>': a lesson the teacher just created and chose this class for, chosen in the form.
  const [params] = useSearchParams();
  const preselect = params.get(ASSIGN_PARAM) ?? undefined;
  return (
    <QueryContent query={periods} unauthorized="sign-out">
      {(data) => (
        <div className="class-page__teacher">
          <AssignLessonForm
            classId={classId}
            className={className}
            timeZone={data.fuso_horario}
            preselect={preselect}
          />
          <GradebookSection
            classId={classId}
            year={year}
            periods={data.periodos}
            timeZone={data.fuso_horario}
          />
          <ClassJoinCodePanel
            classId={classId}
            className={className}
            code={joinCode}
            onRenewed={refreshTaught}
          />
        </div>
      )}
    </QueryContent>
  );
}
