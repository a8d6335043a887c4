import type { ClassGroup } from "@trilha/contracts/classes.calls";
import { webPaths } from "@trilha/contracts/web-paths";
import { Link } from "react-router";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { useTranslation } from "../../lib/i18n.ts";

export function ClassList({ groups }: { groups: readonly ClassGroup[] }) {
  const { t } = useTranslation();
  if (groups.length === 0) return <EmptyState>{t("classes.empty")}</EmptyState>;
  return (
    <ul className="card-list">
      {groups.map((group) => (
        <li key={group.id} className="card">
          <h2 className="card__title">
            <Link to={webPaths.classPage.build(group.id)}>{group.nome}</Link>
          </h2>
          <p className="card__meta">
            {t("classes.typeLabel")}: {t(`classes.type.${group.tipo}`)}
          </p>
        </li>
      ))}
    </ul>
  );
}
