import type { ClassGroup } from "@trilha/contracts/account.calls";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../components/ui/empty-state.tsx";

export function ClassList({ groups }: { groups: readonly ClassGroup[] }) {
  const { t } = useTranslation();
  if (groups.length === 0) return <EmptyState>{t("classes.empty")}</EmptyState>;
  return (
    <ul className="card-list">
      {groups.map((group) => (
        <li key={group.id} className="card">
          <h2 className="card__title">{group.nome}</h2>
          <p className="card__meta">
            {t("classes.typeLabel")}: {t(`classes.type.${group.tipo}`)}
          </p>
        </li>
      ))}
    </ul>
  );
}
