import type { LearningPath } from "@trilha/contracts/learning-paths.calls";
import { useId } from "react";
import { ItemList } from "../../components/ui/item-list.tsx";
import { useTranslation } from "../../lib/i18n.ts";

function PathItem({ path }: { path: LearningPath }) {
  const { t } = useTranslation();
  const id = useId();
  const total = path.total_habilidades;
  const done = Math.min(path.habilidades_realizadas, total);
  return (
    <li className="card">
      <h2 className="card__title" id={`${id}-name`}>
        {path.nome}
      </h2>
      {total > 0 ? (
        <>
          <progress
            className="progress"
            value={done}
            max={total}
            aria-labelledby={`${id}-name`}
            aria-describedby={`${id}-count`}
          />
          <p className="card__meta" id={`${id}-count`}>
            {t("learningPaths.progress", { done: String(done), total: String(total) })}
          </p>
        </>
      ) : (
        <p className="card__meta">{t("learningPaths.noSkills")}</p>
      )}
    </li>
  );
}

export function PathList({ paths }: { paths: readonly LearningPath[] }) {
  const { t } = useTranslation();
  return (
    <ItemList items={paths} empty={t("learningPaths.empty")} className="card-list">
      {(path) => <PathItem path={path} />}
    </ItemList>
  );
}
