/**
 * A skill of the national curriculum (BNCC), loaded by its migration from `apps/server/reference/bncc`: global, the
 * same for every tenant (`db/schema.ts` GLOBAL_TABLES).
 */
export interface SkillTable {
  codigo: string;
  /** EI, EF or EM. */
  etapa: string;
  componente: string;
  area: string;
  ano_de: number;
  ano_ate: number;
  texto: string;
  /** Code and text with accents and case folded away (rules/folded-text.ts), what a search reads. */
  busca: string;
}

declare module "../../db/schema.ts" {
  interface Database {
    skills: SkillTable;
  }
}
