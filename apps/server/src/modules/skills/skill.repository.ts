import type { SkillSummary } from "@trilha/contracts/skills.calls";
import type { Page } from "../../db/paged.ts";
import { paged } from "../../db/paged.ts";
import type { GlobalDb } from "../../db/scoped-db.ts";
import { containsText } from "../../db/text-match.ts";

export interface SkillFilter {
  /** Folded words, each of which the code or text must hold. */
  words: string[];
  componente?: string;
  year?: { etapa: "EF" | "EM"; ano: number };
}

/** The skills a search finds, by code, and how many in all. */
export async function searchSkills(db: GlobalDb, filter: SkillFilter, page: Page) {
  let query = db.selectFrom("skills");
  for (const word of filter.words) query = query.where((eb) => containsText(eb, "busca", word));
  if (filter.componente) query = query.where("componente", "=", filter.componente);
  if (filter.year)
    query = query
      .where("etapa", "=", filter.year.etapa)
      .where("ano_de", "<=", filter.year.ano)
      .where("ano_ate", ">=", filter.year.ano);
  const { rows, total } = await paged(
    query.select(["codigo", "texto", "etapa", "componente", "area", "ano_de", "ano_ate"]),
    (ordered) => ordered.orderBy("codigo"),
    page,
  );
  return { rows: rows as SkillSummary[], total };
}

/** The components the skills name (reference data: the same while the server runs). */
export async function skillComponents(db: GlobalDb): Promise<string[]> {
  const rows = await db.selectFrom("skills").select("componente").distinct().execute();
  return rows.map((row) => row.componente);
}
