import { z } from "zod/mini";
import { get, post } from "./call.ts";
import { okBody } from "./errors.ts";
import { id, queryId } from "./fields.ts";

/**
 * Importing and exporting registrations (issue 12 "Import and export"): OneRoster 1.2 or 1.1 bulk CSV files (a
 * ZIP, or the files themselves) or the one-row-a-student template (CSV or XLSX). Sending them runs a dry run
 * that changes nothing and answers what would be created, changed and deactivated, and every row's error;
 * confirming imports them in one transaction, which the page follows through `rosterImportStatus`. A platform
 * administrator imports into the whole data scope; a network manager into their network's schools (`rede_id`).
 */

/** How many files one import takes (OneRoster's eight, and room for a few more). */
export const ROSTER_MAX_FILES = 12;
/** Together, the files sent in one import (the body limit of the server must allow it in base64). */
export const ROSTER_MAX_BYTES = 4 * 1024 * 1024;
/** How many errors an answer lists; `total_erros` counts them all. */
export const ROSTER_MAX_LISTED_ERRORS = 500;
/** How many names each kind of change shows as a sample. */
export const ROSTER_SAMPLE_SIZE = 5;
/** Deactivating more people than this asks for a second confirmation ('Sim, desativar'). */
export const ROSTER_CONFIRM_DEACTIVATIONS_OVER = 5;

export const ROSTER_IMPORT_STATUSES = ["analisada", "importando", "concluida", "falhou"] as const;
export const rosterImportStatus = z.enum(ROSTER_IMPORT_STATUSES);
export type RosterImportStatus = z.infer<typeof rosterImportStatus>;

export const ROSTER_FORMATS = ["oneroster-1.2", "oneroster-1.1", "modelo"] as const;

const count = z.number().check(z.int(), z.gte(0));
/** A message about a line of a file (line 0: the file as a whole). */
const placedMessage = z.object({
  arquivo: z.string(),
  linha: z.number().check(z.int()),
  mensagem: z.string(),
});
const changes = z.object({ criar: count, alterar: count, desativar: count });

export const rosterImport = z.object({
  id: z.number().check(z.int()),
  situacao: rosterImportStatus,
  /** The file's name, or the first file's when several were sent. */
  arquivo: z.string(),
  formato: z.nullable(z.enum(ROSTER_FORMATS)),
  /** ISO 8601, UTC. */
  criada_em: z.string(),
  contagens: z.object({
    redes: changes,
    escolas: changes,
    turmas: changes,
    pessoas: changes,
    /** Students and teachers put in or taken out of a class (`desativar` counts those taken out). */
    matriculas: changes,
    /** Guardians linked to a student. */
    responsaveis: changes,
  }),
  /** A few names of what would be created, changed and deactivated. */
  amostras: z.object({
    criar: z.array(z.string()),
    alterar: z.array(z.string()),
    desativar: z.array(z.string()),
  }),
  erros: z.array(placedMessage),
  total_erros: count,
  /** What was read otherwise than the standard asks, or left out (a file not read); nothing that stops it. */
  avisos: z.array(placedMessage),
  total_avisos: count,
  /**
   * What a bulk file deactivates, per school (null: people of no school, such as guardians imported before they
   * were filed under their student's school); only what it holds.
   */
  desativacoes: z.array(z.object({ escola: z.nullable(z.string()), pessoas: count, turmas: count })),
  /** The classes in the files, by the school year they are filed under (null: none given). */
  anos_letivos: z.array(z.object({ ano: z.nullable(z.number().check(z.int())), turmas: count })),
  /** 0 to 100, while it imports. */
  progresso: z.number().check(z.gte(0), z.lte(100)),
});
export type RosterImport = z.infer<typeof rosterImport>;

const base64 = z.string().check(z.minLength(1), z.maxLength(Math.ceil(ROSTER_MAX_BYTES / 3) * 4 + 4));

export const rosterAnalyze = post("session", "/conta/{lang}/logado/cadastros/importacao/analisar", {
  body: z.object({
    /** The network a manager imports for; left out by a platform administrator for the whole data scope. */
    rede_id: z.optional(id),
    arquivos: z
      .array(z.object({ nome: z.string().check(z.minLength(1), z.maxLength(255)), conteudo: base64 }))
      .check(z.minLength(1), z.maxLength(ROSTER_MAX_FILES)),
  }),
  response: z.object({ importacao: rosterImport }),
});

/**
 * Starts the import of an analysed file set without errors; the page then polls `rosterImportStatus`. When it
 * deactivates more than ROSTER_CONFIRM_DEACTIVATIONS_OVER people, `desativacao_confirmada` must say the person
 * saw how many (409 `roster.confirmDeactivations` otherwise).
 */
export const rosterConfirm = post("session", "/conta/{lang}/logado/cadastros/importacao/importar", {
  body: z.object({ importacao_id: id, desativacao_confirmada: z.optional(z.boolean()) }),
  response: okBody,
});

/** Every error and warning of an analysed import (not only the first listed), as a CSV file. */
export const rosterImportProblems = get("session", "/conta/{lang}/logado/cadastros/importacao/problemas", {
  query: z.object({ importacao_id: queryId }),
  response: z.custom<Uint8Array>((value) => value instanceof Uint8Array),
});

export const rosterImportState = get("session", "/conta/{lang}/logado/cadastros/importacao/situacao", {
  query: z.object({ importacao_id: queryId }),
  response: z.object({ importacao: rosterImport }),
});

/** The registrations of the scope (or of a manager's network) as OneRoster 1.2 bulk CSV files in a ZIP. */
export const rosterExport = get("session", "/conta/{lang}/logado/cadastros/importacao/exportar", {
  query: z.object({ rede_id: z.optional(queryId) }),
  response: z.custom<Uint8Array>((value) => value instanceof Uint8Array),
});

/** The empty template, as CSV or XLSX. */
export const rosterTemplate = get("session", "/conta/{lang}/logado/cadastros/importacao/modelo", {
  query: z.object({ formato: z.enum(["csv", "xlsx"]) }),
  response: z.custom<Uint8Array>((value) => value instanceof Uint8Array),
});
