import { z } from "zod/mini";
import { get } from "./call.ts";
import { pageFields, pageQuery } from "./paging.ts";

/**
 * Skills (habilidades): the national curriculum (BNCC, spec §3 Path's `total_habilidades`), the same on every
 * tenant: Educação Infantil's learning objectives, Ensino Fundamental's and Ensino Médio's skills, each by its
 * code (EF07MA01). Source: bncc.dev (mantido pela Profy), github.com/bncc-dev/bncc-dados, CC BY 4.0.
 */

export const SKILL_STAGES = ["EI", "EF", "EM"] as const;
export const SKILL_SEARCH_MAX_LENGTH = 100;
export const SKILLS_PAGE_SIZE = 20;
export const SKILLS_MAX_PAGE_SIZE = 50;

export const skillSummary = z.object({
  codigo: z.string(),
  texto: z.string(),
  /** Educação Infantil, Ensino Fundamental or Ensino Médio. */
  etapa: z.enum(SKILL_STAGES),
  /** The curriculum component (Matemática), Ensino Médio's area where the skill is the area's, or EI's field. */
  componente: z.string(),
  area: z.string(),
  /** The years it is for, first and last (EF 1–9, EM 1–3; EI's age group 1–3). */
  ano_de: z.number().check(z.int()),
  ano_ate: z.number().check(z.int()),
});
export type SkillSummary = z.infer<typeof skillSummary>;

/**
 * 'Habilidades' in the lesson editor: the skills whose code or text holds every word typed, accents and case
 * aside ('fracoes' finds 'frações'), by code; filtered by the lesson's component and 'Série' where they name a
 * component and a year of the BNCC, which `filtros` says. For those who author lessons.
 */
export const skillSearch = get("session", "/pedagogico/{lang}/habilidades", {
  query: z.object({
    busca: z.optional(z.string().check(z.trim(), z.maxLength(SKILL_SEARCH_MAX_LENGTH))),
    componente: z.optional(z.string().check(z.trim(), z.maxLength(60))),
    serie: z.optional(z.string().check(z.trim(), z.maxLength(60))),
    ...pageQuery(1_000, SKILLS_PAGE_SIZE, SKILLS_MAX_PAGE_SIZE),
  }),
  response: z.object({
    habilidades: z.array(skillSummary),
    /** The filters applied: the component and year as the BNCC names them, or null where none was. */
    filtros: z.object({
      componente: z.nullable(z.string()),
      etapa: z.nullable(z.enum(SKILL_STAGES)),
      ano: z.nullable(z.number().check(z.int())),
    }),
    ...pageFields(),
  }),
});
