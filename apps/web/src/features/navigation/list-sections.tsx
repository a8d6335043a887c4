import { webPaths } from "@trilha/contracts/web-paths";
import { Link } from "react-router";
import { useTranslation } from "../../lib/i18n.ts";
import { useGuardianStudents, useTenantList } from "./api/navigation.api.ts";
import { StarIcon } from "./icons.tsx";
import { PanelList } from "./panel-query.tsx";

interface ListSectionProps {
  /** Following a link, or a 401 sending the person to /logado, closes the panel. */
  onLeave: () => void;
}

/** Spec §2 "Platforms": each row links to its administration, a star if principal, database_share in brackets. */
export function PlatformsSection({ onLeave }: ListSectionProps) {
  const { t } = useTranslation();
  const query = useTenantList();
  return (
    <PanelList query={query} onLeave={onLeave} rows={(data) => data.tenants} empty="navPanel.noPlatforms">
      {(tenant) => (
        <Link to={webPaths.tenantAdministration.build(tenant.slug)} onClick={onLeave}>
          <span>{tenant.nome}</span>
          {tenant.principal ? (
            <span className="nav-panel__principal">
              <StarIcon filled />
              <span className="visually-hidden">{t("navPanel.principal")}</span>
            </span>
          ) : null}
          {tenant.database_share ? <span className="nav-panel__share">[{tenant.database_share}]</span> : null}
        </Link>
      )}
    </PanelList>
  );
}

/** Spec §2 "Students", §6: the signed-in guardian's students, each to its own page. */
export function StudentsSection({ onLeave }: ListSectionProps) {
  const query = useGuardianStudents();
  return (
    <PanelList query={query} onLeave={onLeave} rows={(data) => data.alunos} empty="navPanel.noStudents">
      {(student) => (
        <Link to={webPaths.student.build(student.id)} onClick={onLeave}>
          {student.nome}
        </Link>
      )}
    </PanelList>
  );
}
