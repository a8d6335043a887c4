import type { TaughtAssignment } from "@trilha/contracts/assignments.calls";
import type { TaughtGroup } from "@trilha/contracts/classes.calls";
import { webPaths } from "@trilha/contracts/web-paths";
import { Link } from "react-router";
import { ItemList } from "../../components/ui/item-list.tsx";
import { QueryContent } from "../../components/ui/query-content.tsx";
import { useLanguage, useTranslation } from "../../lib/i18n.ts";
import { formatDateTime } from "../../lib/zoned-time.ts";

import { useTaughtAssignments, useTaughtClasses } from "./api/role-home.api.ts";

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
      <section className="role-home__section" aria-labelledby="home-to-grade">
        <h2 id="home-to-grade">{t("roleHome.toGrade")}</h2>
        <QueryContent query={assignments} unauthorized="sign-out">
          {(data) => <AssignmentsToGrade items={data.atribuicoes} timeZone={data.fuso_horario} />}
        </QueryContent>
      </section>
      <section className="role-home__section" aria-labelledby="home-classes">
        <h2 id="home-classes">{t("roleHome.yourClasses")}</h2>
        <QueryContent query={classes} unauthorized="sign-out">
          {(data) => <TaughtClasses groups={data.grupos} />}
        </QueryContent>
      </section>
    </>
  );
}

function AssignmentsToGrade({ items, timeZone }: { items: readonly TaughtAssignment[]; timeZone: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <ItemList items={items} empty={t("roleHome.noAssignments")} className="card-list">
      {(item) => (
        <li className="card">
          <h3 className="card__title">
            <Link to={webPaths.classPage.build(item.turma_id)}>{item.titulo}</Link>
          </h3>
          <p className="card__meta">
            {item.turma} · {t("roleHome.due", { date: formatDateTime(item.agendamento.fim, lang, timeZone) })}
          </p>
          <p className="role-home__counts">
            <span>{t("roleHome.delivered", { n: item.entregues, total: item.alunos })}</span>
            {item.a_corrigir > 0 ? (
              <strong className="badge">{t("roleHome.waiting", { n: item.a_corrigir })}</strong>
            ) : null}
          </p>
        </li>
      )}
    </ItemList>
  );
}

function TaughtClasses({ groups }: { groups: readonly TaughtGroup[] }) {
  const { t } = useTranslation();
  return (
    <ItemList items={groups} empty={t("roleHome.noClasses")} className="card-list">
      {(group) => (
        <li className="card">
          <h3 className="card__title">
            <Link to={webPaths.classPage.build(group.id)}>{group.nome}</Link>
          </h3>
          <p className="card__meta">
            {[group.escola, t("roleHome.students", { n: group.alunos })].filter(Boolean).join(" · ")}
          </p>
        </li>
      )}
    </ItemList>
  );
}
