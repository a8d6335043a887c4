import { foldedText } from "@trilha/contracts/rules/folded-text";
import { schoolYearOf } from "@trilha/contracts/rules/school-year";
import { forbidden } from "../../http/http-error.ts";
import type { RequestContext } from "../../http/request-context.ts";
import { mayAuthor } from "../lessons/lesson.policy.ts";
import type { Authenticated } from "../sessions/session.service.ts";
import { type SkillFilter, searchSkills, skillComponents } from "./skill.repository.ts";

type Reader = Pick<RequestContext, "shared">;

let components: Promise<Map<string, string>> | undefined;

/** Each component's name by its folded form ('matematica' → 'Matemática'): the BNCC does not change at run time. */
function componentsByFoldedName(context: Reader): Promise<Map<string, string>> {
  components ??= skillComponents(context.shared).then(
    (names) => new Map(names.map((name) => [foldedText(name), name])),
    (error: unknown) => {
      components = undefined;
      throw error;
    },
  );
  return components;
}

/**
 * 'Habilidades' of the lesson editor: every word typed must be in the code or the text; the lesson's component
 * and 'Série' narrow the list where they name the BNCC's (a component of the school's own, 'Robótica', does not).
 */
export async function skillSearch(
  context: Reader,
  caller: Authenticated,
  query: { busca?: string; componente?: string; serie?: string; pagina: number; limite: number },
) {
  if (!mayAuthor(caller.user)) throw forbidden();
  const componente = query.componente
    ? (await componentsByFoldedName(context)).get(foldedText(query.componente))
    : undefined;
  const year = schoolYearOf(query.serie) ?? undefined;
  const filter: SkillFilter = {
    words: foldedText(query.busca ?? "")
      .split(/\s+/)
      .filter(Boolean),
    ...(componente ? { componente } : {}),
    ...(year ? { year } : {}),
  };
  const { rows, total } = await searchSkills(context.shared, filter, {
    offset: (query.pagina - 1) * query.limite,
    limit: query.limite,
  });
  return {
    habilidades: rows,
    filtros: { componente: componente ?? null, etapa: year?.etapa ?? null, ano: year?.ano ?? null },
    pagina: query.pagina,
    limite: query.limite,
    total,
  };
}
