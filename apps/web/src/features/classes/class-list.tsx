import type { ClassGroup } from "@trilha/contracts/classes.calls";
import { webPaths } from "@trilha/contracts/web-paths";
import { LinkCards } from "../../components/ui/link-cards.tsx";
import { useTranslation } from "../../lib/i18n.ts";

export function ClassList({ groups }: { groups: readonly ClassGroup[] }) {
  const { t } = useTranslation();
  return (
    <LinkCards
      items={groups}
      empty={t("classes.empty")}
      headingLevel={2}
      link={(group) => ({ to: webPaths.classPage.build(group.id), title: group.nome })}
    >
      {(group) => (
        <p className="card__meta">
          {t("classes.typeLabel")}: {t(`classes.type.${group.tipo}`)}
        </p>
      )}
    </LinkCards>
  );
}
