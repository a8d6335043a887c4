import fs from "node:fs";
import { createRequire } from "node:module";
import { foldedText } from "@trilha/contracts/rules/folded-text";
import type { Kysely } from "kysely";
import { readCsv } from "../../lib/csv-reader.ts";
import { createTable, dropTables } from "./table-builders.ts";

// Frozen: written against Kysely<any> so later schema changes never rewrite history.
// The national curriculum (BNCC): its 93 learning objectives of Educação Infantil, 1 304 skills of Ensino
// Fundamental and 183 of Ensino Médio, the same for every tenant, read from the CSV files shipped in
// apps/server/reference/bncc (bncc.dev, maintained by Profy, CC BY 4.0). A year span is the years a skill is for: EF
// 1–9, EM 1–3 (every EM13 skill spans the three), EI the age group 1–3 (bebês, crianças bem pequenas, pequenas).

const DATA = "@trilha/server/reference/bncc/";

/** Educação Infantil's fields of experience, named in the BNCC's text (the files give their codes only). */
const EI_FIELDS: Record<string, string> = {
  "ei-campo-eo": "O eu, o outro e o nós",
  "ei-campo-cg": "Corpo, gestos e movimentos",
  "ei-campo-ts": "Traços, sons, cores e formas",
  "ei-campo-ef": "Escuta, fala, pensamento e imaginação",
  "ei-campo-et": "Espaços, tempos, quantidades, relações e transformações",
};

interface SkillRow {
  codigo: string;
  etapa: "EI" | "EF" | "EM";
  componente: string;
  area: string;
  ano_de: number;
  ano_ate: number;
  texto: string;
  busca: string;
}

/** One CSV file of the BNCC as objects by its header; a record the reader refuses stops the migration. */
function rowsOf(file: string): Record<string, string>[] {
  const bytes = fs.readFileSync(createRequire(import.meta.url).resolve(`${DATA}${file}`));
  const [header, ...records] = readCsv(bytes);
  if (!header?.fields) throw new Error(`${file}: no header`);
  return records.map((record) => {
    if (!record.fields) throw new Error(`${file}, line ${record.line}: ${record.error}`);
    return Object.fromEntries(header.fields.map((name, index) => [name, record.fields[index] ?? ""]));
  });
}

function byId(file: string, name: string): Map<string, string> {
  return new Map(rowsOf(file).map((row) => [row.id ?? "", row[name] ?? ""]));
}

function skill(row: Omit<SkillRow, "busca">): SkillRow {
  if (!row.codigo || !row.texto || !row.componente) throw new Error(`BNCC row incomplete: ${row.codigo}`);
  return { ...row, busca: foldedText(`${row.codigo} ${row.texto}`) };
}

let parsed: SkillRow[] | undefined;

/** Parsed once per process: every test database runs this migration. */
function bnccSkills(): SkillRow[] {
  parsed ??= readBncc();
  return parsed;
}

function readBncc(): SkillRow[] {
  const components = byId("componentes-curriculares.csv", "nome");
  const componentArea = byId("componentes-curriculares.csv", "area");
  const areas = byId("areas-conhecimento.csv", "nome");
  const fundamental = rowsOf("habilidades-ef.csv").map((row) => {
    const years = (row.anos ?? "").split("|").map((year) => Number(year.trim()));
    return skill({
      codigo: row.codigo ?? "",
      etapa: "EF",
      componente: components.get(row.componente ?? "") ?? "",
      area: areas.get(componentArea.get(row.componente ?? "") ?? "") ?? "",
      ano_de: Math.min(...years),
      ano_ate: Math.max(...years),
      texto: row.texto ?? "",
    });
  });
  const medio = rowsOf("habilidades-em.csv").map((row) =>
    skill({
      codigo: row.codigo ?? "",
      etapa: "EM",
      // Most EM skills belong to their area; Língua Portuguesa's name their component too.
      componente: components.get(row.componente ?? "") || (areas.get(row.area ?? "") ?? ""),
      area: areas.get(row.area ?? "") ?? "",
      ano_de: 1,
      ano_ate: 3,
      texto: row.texto ?? "",
    }),
  );
  const infantil = rowsOf("objetivos-ei.csv").map((row) => {
    const group = Number((row.grupo_etario ?? "").replace("ei-grupo-", ""));
    return skill({
      codigo: row.codigo ?? "",
      etapa: "EI",
      componente: EI_FIELDS[row.campo_experiencias ?? ""] ?? "",
      area: "Educação Infantil",
      ano_de: group,
      ano_ate: group,
      texto: row.texto ?? "",
    });
  });
  return [...infantil, ...fundamental, ...medio];
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema types
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, "skills", [
    "codigo text primary key",
    "etapa text not null check (etapa in ('EI', 'EF', 'EM'))",
    "componente text not null",
    "area text not null",
    "ano_de integer not null",
    "ano_ate integer not null",
    "texto text not null",
    "busca text not null",
    "index skills_etapa_componente_idx (etapa, componente)",
  ]);
  const rows = bnccSkills();
  // In batches: SQLite takes at most 32 766 parameters a statement.
  for (let start = 0; start < rows.length; start += 500)
    await db
      .insertInto("skills")
      .values(rows.slice(start, start + 500))
      .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up
export async function down(db: Kysely<any>): Promise<void> {
  await dropTables(db, ["skills"]);
}
