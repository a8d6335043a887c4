import type { ClassGroup } from "@trilha/contracts/classes.calls";
import { webPaths } from "@trilha/contracts/web-paths";
import { Link } from "react-router";
import { ItemList } from "../../components/ui/item-list.tsx";
import { useTranslation } from "../../lib/i18n.ts";

export function ClassList({ groups }: { groups: readonly ClassGroup[] }) {
  const { t } = useTranslation();
  return (
    <ItemList items={groups} empty={t("classes.empty")} className="card-list">
      {(group) => (
        <li className="card">
          <h2 className="card__title">
            <Link to={webPaths.classPage.build(group.id)}>{group.nome}</Link>
          </h2>
          <p className="card__meta">
            {t("classes.typeLabel")}: {t(`classes.type.${group.tipo}`)}
          </p>
        </li>
      )}
    </ItemList>
  );
}
