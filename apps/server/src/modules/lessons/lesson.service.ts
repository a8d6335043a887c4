import { randomInt } from "node:crypto";
import type { AuditDetails } from "@trilha/contracts/audit.calls";
import type { LessonDetail, LessonSummary, LessonType } from "@trilha/contracts/lessons.calls";
import { LESSON_TYPES } from "@trilha/contracts/lessons.calls";
import { gradeNumber } from "@trilha/contracts/rules/grade";
import { inTransaction, type ScopedDb } from "../../db/scoped-db.ts";
import type { Authenticated } from "../../http/caller.ts";
import { forbidden, notFound } from "../../http/http-error.ts";
import type { RequestContext } from "../../http/request-context.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { teachesAny } from "../classes/class.service.ts";
import { mayAuthor, mayEditLesson } from "./lesson.policy.ts";
import {
  findLesson,
  findVersion,
  insertAttachments,
  insertLesson,
  insertVersion,
  type LessonRow,
  listLessons,
  setArchived,
  type VersionRow,
} from "./lesson.repository.ts";
import {
  type AttachmentContext,
  attachmentInfoOf,
  discardStaged,
  type StagedAttachments,
  stageAttachments,
} from "./lesson-attachment.service.ts";
import { sanitizeLessonHtml } from "./lesson-html.ts";

type Context = Pick<RequestContext, "data" | "scope" | "now" | "origin">;
/** Authoring writes the audit log: who wrote which version, whatever session they came through. */
type AuthoringContext = AttachmentContext & Pick<RequestContext, "origin">;

function recordLessonChange(
  data: ScopedDb,
  context: Pick<RequestContext, "scope" | "origin">,
  caller: Authenticated,
  details: AuditDetails<"lesson.changed">,
) {
  return recordAudit(data, {
    type: "lesson.changed",
    actor: caller.session.visitor_id ?? caller.user.id,
    origin: context.origin,
    details,
  });
}
type Reader = Pick<RequestContext, "data" | "scope">;

/** A lesson's fields as an author writes them (the contract's `lessonFields`). */
export interface LessonInput {
  titulo: string;
  corpo: string;
  componente: string | null;
  serie: string | null;
  tags: string[];
}

const DEFAULT_MAX_SCORE = 100;
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

export async function listMyLessons(
  context: Reader,
  caller: Authenticated,
  query: { situacao: "ativos" | "arquivados"; pagina: number; limite: number },
) {
  if (!mayAuthor(caller.user)) throw forbidden();
  const { rows, total } = await listLessons(
    context.data,
    { ownerId: caller.user.id, archived: query.situacao === "arquivados" },
    { offset: (query.pagina - 1) * query.limite, limit: query.limite },
  );
  return { conteudos: rows.map(summaryOf), pagina: query.pagina, limite: query.limite, total };
}

/** The scope's lessons not archived, for a teacher picking one to give (or an author). */
export async function lessonCatalog(
  context: Reader,
  caller: Authenticated,
  query: { busca?: string | undefined; pagina: number; limite: number },
) {
  if (!(await readsCatalogue(context, caller))) throw forbidden();
  const { rows, total } = await listLessons(
    context.data,
    { archived: false, byTitle: true, ...(query.busca ? { search: query.busca } : {}) },
    { offset: (query.pagina - 1) * query.limite, limit: query.limite },
  );
  return { conteudos: rows.map(summaryOf), pagina: query.pagina, limite: query.limite, total };
}

/** Whether the catalogue is the caller's: those who author lessons, and those who teach a class. */
export async function readsCatalogue(context: Reader, caller: Authenticated): Promise<boolean> {
  return mayAuthor(caller.user) || (await teachesAny(context, caller.user.id));
}

/** 'Pré-visualizar': a lesson of the catalogue as it would be given now; archived ones are out of it (404). */
export async function lessonPreview(context: Reader, caller: Authenticated, lessonId: number) {
  if (!(await readsCatalogue(context, caller))) throw forbidden();
  const lesson = await findLesson(context.data, lessonId);
  if (!lesson || lesson.archived_at !== null) throw notFound();
  const attachments = await attachmentInfoOf(context, [lesson.version_id]);
  return {
    ...summaryOf(lesson),
    corpo: lesson.body_html,
    nota_maxima: gradeNumber(lesson.max_score),
    anexos: attachments.get(lesson.version_id) ?? [],
  };
}

export async function lessonForEditing(context: Reader, caller: Authenticated, lessonId: number) {
  const lesson = await findLesson(context.data, lessonId);
  if (!mayEditLesson(context.scope, caller.user, lesson)) throw notFound();
  return detailOf(context, lesson as LessonRow);
}

export async function createLesson(
  context: AuthoringContext,
  caller: Authenticated,
  input: LessonInput & { tipo: LessonType; novos_anexos?: readonly string[] | undefined },
): Promise<LessonDetail> {
  if (!mayAuthor(caller.user)) throw forbidden();
  const now = context.now.toISOString();
  const fields = await versionFields(input);
  const staged = await stageAttachments(context, caller, {
    lessonId: null,
    currentVersionId: null,
    keep: undefined,
    uploads: input.novos_anexos,
  });
  const lessonId = await savingStaged(context, staged, (data) =>
    inTransaction(data, async (trx) => {
      const id = await insertLesson(trx, {
        codigo: newCode(),
        ownerId: caller.user.id,
        tipo: input.tipo,
        now,
      });
      const versionId = await insertVersion(trx, {
        ...fields,
        lessonId: id,
        number: 1,
        createdBy: caller.user.id,
        now,
        filterTags: filterTagsOf(input),
      });
      await insertAttachments(trx, versionId, staged.files, now);
      const details = { acao: "created", conteudo: input.titulo.trim(), conteudo_id: id, versao: 1 } as const;
      await recordLessonChange(trx, context, caller, details);
      return id;
    }),
  );
  return detailOf(context, (await findLesson(context.data, lessonId)) as LessonRow);
}

/**
 * Saves a new version; the ones already given to classes stay as they were, with their attachments. The new
 * one keeps the current version's files but those `anexos` leaves out, and adds `novos_anexos`.
 */
export async function editLesson(
  context: AuthoringContext,
  caller: Authenticated,
  lessonId: number,
  input: LessonInput & {
    anexos?: readonly number[] | undefined;
    novos_anexos?: readonly string[] | undefined;
  },
): Promise<LessonDetail> {
  const now = context.now.toISOString();
  const before = await findLesson(context.data, lessonId);
  if (!mayEditLesson(context.scope, caller.user, before)) throw notFound();
  const fields = await versionFields(input);
  const staged = await stageAttachments(context, caller, {
    lessonId,
    currentVersionId: (before as LessonRow).version_id,
    keep: input.anexos,
    uploads: input.novos_anexos,
  });
  await savingStaged(context, staged, (data) =>
    inTransaction(data, async (trx) => {
      const lesson = await findLesson(trx, lessonId);
      if (!mayEditLesson(context.scope, caller.user, lesson)) throw notFound();
      const number = (lesson as LessonRow).current_version + 1;
      const versionId = await insertVersion(trx, {
        ...fields,
        maxScore: (lesson as LessonRow).max_score,
        lessonId,
        number,
        createdBy: caller.user.id,
        now,
        filterTags: filterTagsOf(input),
      });
      await insertAttachments(trx, versionId, staged.files, now);
      const details = {
        acao: "edited",
        conteudo: input.titulo.trim(),
        conteudo_id: lessonId,
        versao: number,
      } as const;
      await recordLessonChange(trx, context, caller, details);
    }),
  );
  return detailOf(context, (await findLesson(context.data, lessonId)) as LessonRow);
}

/** Runs the transaction that records staged attachments; if it fails, the files stored for them go. */
async function savingStaged<T>(
  context: AttachmentContext,
  staged: StagedAttachments,
  save: (data: ScopedDb) => Promise<T>,
): Promise<T> {
  try {
    return await save(context.data);
  } catch (error) {
    await discardStaged(context, staged);
    throw error;
  }
}

export async function archiveLesson(
  context: Context,
  caller: Authenticated,
  lessonId: number,
  archived: boolean,
) {
  const lesson = await findLesson(context.data, lessonId);
  if (!mayEditLesson(context.scope, caller.user, lesson)) throw notFound();
  const current = (lesson as LessonRow).archived_at;
  if (archived === (current !== null)) return;
  await inTransaction(context.data, async (trx) => {
    await setArchived(trx, lessonId, archived ? context.now.toISOString() : null);
    const acao = archived ? "archived" : "unarchived";
    await recordLessonChange(trx, context, caller, {
      acao,
      conteudo: (lesson as LessonRow).title,
      conteudo_id: lessonId,
    });
  });
}

/** A lesson of the scope and its current version, to give it to a class (archived ones too). */
export async function currentVersionOf(context: Reader, lessonId: number) {
  const lesson = await findLesson(context.data, lessonId);
  return lesson
    ? {
        lessonId: lesson.id,
        versionId: lesson.version_id,
        version: lesson.current_version,
        tipo: lessonType(lesson.tipo),
      }
    : undefined;
}

/** One version as an assignment shows it, with its attached files. */
export async function assignedVersionOf(context: Reader, versionId: number) {
  const version = await findVersion(context.data, versionId);
  if (!version) return undefined;
  const attachments = await attachmentInfoOf(context, [version.id]);
  return { ...assignedVersion(version), anexos: attachments.get(version.id) ?? [] };
}

function assignedVersion(version: VersionRow) {
  return {
    id: version.id,
    codigo: version.codigo,
    tipo: lessonType(version.tipo),
    titulo: version.title,
    versao: version.version,
    corpo: version.body_html,
    nota_maxima: gradeNumber(version.max_score),
    tagsFiltro: filterTags(version.component, version.grade_level, parseTags(version.tags)),
  };
}

/** Component, school year and free tags, once each, in that order: what the lists show and filter by. */
export function filterTags(
  component: string | null,
  gradeLevel: string | null,
  tags: readonly string[],
): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const tag of [component, gradeLevel, ...tags]) {
    const text = tag?.trim();
    if (!text || seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    result.push(text);
  }
  return result;
}

export function parseTags(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((tag): tag is string => typeof tag === "string") : [];
  } catch {
    return [];
  }
}

export function lessonType(tipo: string): LessonType {
  return (LESSON_TYPES as readonly string[]).includes(tipo) ? (tipo as LessonType) : "PAD";
}

async function versionFields(input: LessonInput) {
  return {
    title: input.titulo.trim(),
    bodyHtml: await sanitizeLessonHtml(input.corpo),
    component: input.componente?.trim() || null,
    gradeLevel: input.serie?.trim() || null,
    tags: filterTags(null, null, input.tags),
    maxScore: DEFAULT_MAX_SCORE,
  };
}

function filterTagsOf(input: LessonInput): string[] {
  return [...new Set(filterTags(input.componente, input.serie, input.tags).map((tag) => tag.toLowerCase()))];
}

function summaryOf(row: LessonRow): LessonSummary {
  return {
    id: row.id,
    codigo: row.codigo,
    tipo: lessonType(row.tipo),
    titulo: row.title,
    versao: row.current_version,
    tagsFiltro: filterTags(row.component, row.grade_level, parseTags(row.tags)),
    arquivado: row.archived_at !== null,
    atualizado_em: row.updated_at,
    autor: { id: row.owner_id, nome: row.owner_name },
  };
}

async function detailOf(context: Reader, row: LessonRow): Promise<LessonDetail> {
  const attachments = await attachmentInfoOf(context, [row.version_id]);
  return {
    anexos: attachments.get(row.version_id) ?? [],
    ...summaryOf(row),
    corpo: row.body_html,
    componente: row.component,
    serie: row.grade_level,
    tags: parseTags(row.tags),
    nota_maxima: gradeNumber(row.max_score),
  };
}

/** A short code people can read out (no 0/O, 1/I): 8 characters of 32, about 10^12 codes. */
function newCode(): string {
  let code = "";
  for (let index = 0; index < 8; index++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}
