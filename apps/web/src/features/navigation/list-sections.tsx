import { webPaths } from "@trilha/contracts/web-paths";
import { Link } from "react-router";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { useGuardianStudents, useTenantList } from "./api/navigation.api.ts";
import { StarIcon } from "./icons.tsx";
import { PanelQuery } from "./panel-query.tsx";

interface ListSectionProps {
  /** Following a link, or a 401 sending the person to /logado, closes the panel. */
  onLeave: () => void;
}

/** Spec §2 "Platforms": each row links to its administration, a star if principal, database_share in brackets. */
export function PlatformsSection({ onLeave }: ListSectionProps) {
  const { t } = useTranslation();
  const query = useTenantList();
  return (
    <PanelQuery query={query} onLeave={onLeave}>
      {({ tenants }) =>
        tenants.length === 0 ? (
          <EmptyState>{t("tenants.noPlatforms")}</EmptyState>
        ) : (
          <ul className="nav-panel__list">
            {tenants.map((tenant) => (
              <li key={tenant.id}>
                <Link to={webPaths.tenantAdministration.build(tenant.slug)} onClick={onLeave}>
                  <span>{tenant.nome}</span>
                  {tenant.principal ? (
                    <span className="nav-panel__principal">
                      <StarIcon filled />
                      <span className="visually-hidden">{t("navPanel.principal")}</span>
                    </span>
                  ) : null}
                  {tenant.database_share ? (
                    <span className="nav-panel__share">[{tenant.database_share}]</span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        )
      }
    </PanelQuery>
  );
}

/** Spec §2 "Students", §6: the signed-in guardian's students, each to its own page. */
export function StudentsSection({ onLeave }: ListSectionProps) {
  const { t } = useTranslation();
  const query = useGuardianStudents();
  return (
    <PanelQuery query={query} onLeave={onLeave}>
      {({ alunos }) =>
        alunos.length === 0 ? (
          <EmptyState>{t("navPanel.noStudents")}</EmptyState>
        ) : (
          <ul className="nav-panel__list">
            {alunos.map((student) => (
              <li key={student.id}>
                <Link to={webPaths.student.build(student.id)} onClick={onLeave}>
                  {student.nome}
                </Link>
              </li>
            ))}
          </ul>
        )
      }
    </PanelQuery>
  );
}
