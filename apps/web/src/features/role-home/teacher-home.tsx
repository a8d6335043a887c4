import type { TaughtAssignment } from "@trilha/contracts/assignments.calls";
import { webPaths } from "@trilha/contracts/web-paths";
import { LinkCards } from "../../components/ui/link-cards.tsx";
import { QueryContent } from "../../components/ui/query-content.tsx";
import { useLanguage, useTranslation } from "../../lib/i18n.ts";
import { formatDateTime } from "../../lib/zoned-time.ts";

import { useTaughtAssignments, useTaughtClasses } from "./api/role-home.api.ts";
import { HomeSection } from "./home-section.tsx";

/**
 * A teacher's home: what needs grading first (the latest assignments of her classes, each with '12 de 25
 * entregaram' and what waits for a grade), then her classes. Both lists load side by side. With
 * `onlyWithClasses` (someone who may teach but is not a teacher) nothing shows until a class does.
 */
export function TeacherHome({ onlyWithClasses = false }: { onlyWithClasses?: boolean }) {
  const { t } = useTranslation();
  const assignments = useTaughtAssignments();
  const classes = useTaughtClasses();
  if (onlyWithClasses && (classes.data?.grupos.length ?? 0) === 0) return null;
  return (
    <>
      <HomeSection id="home-to-grade" title={t("roleHome.toGrade")}>
        <QueryContent query={assignments} unauthorized="sign-out">
          {(data) => <AssignmentsToGrade items={data.atribuicoes} timeZone={data.fuso_horario} />}
        </QueryContent>
      </HomeSection>
      <HomeSection id="home-classes" title={t("roleHome.yourClasses")}>
        <QueryContent query={classes} unauthorized="sign-out">
          {(data) => (
            <LinkCards
              items={data.grupos}
              empty={t("roleHome.noClasses")}
              link={(group) => ({ to: webPaths.classPage.build(group.id), title: group.nome })}
            >
              {(group) => (
                <p className="card__meta">
                  {[group.escola, t("roleHome.students", { n: group.alunos })].filter(Boolean).join(" · ")}
                </p>
              )}
            </LinkCards>
          )}
        </QueryContent>
      </HomeSection>
    </>
  );
}

function AssignmentsToGrade({ items, timeZone }: { items: readonly TaughtAssignment[]; timeZone: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <LinkCards
      items={items}
      empty={t("roleHome.noAssignments")}
      link={(item) => ({ to: webPaths.classPage.build(item.turma_id), title: item.titulo })}
    >
      {(item) => (
        <>
          <p className="card__meta">
            {item.turma} · {t("roleHome.due", { date: formatDateTime(item.agendamento.fim, lang, timeZone) })}
          </p>
          <p className="role-home__counts">
            <span>{t("roleHome.delivered", { n: item.entregues, total: item.alunos })}</span>
            {item.a_corrigir > 0 ? (
              <strong className="badge">{t("roleHome.waiting", { n: item.a_corrigir })}</strong>
            ) : null}
          </p>
        </>
      )}
    </LinkCards>
  );
}
