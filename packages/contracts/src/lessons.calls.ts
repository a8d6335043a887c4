import { z } from "zod/mini";
import { get, post } from "./call.ts";
import { okBody } from "./errors.ts";
import { id, queryId } from "./fields.ts";
import { pageFields, pageQuery } from "./paging.ts";
import { storedFileCalls } from "./stored-file.ts";
import { uploadId, uploadRef } from "./uploads.calls.ts";

/**
 * Lessons (conteúdos, spec §3 Lesson: codigo, tipo, tagsFiltro), authored on the manage pages by those who may
 * share or publish (funcoes.compartilhar or funcoes.publicar). Editing makes a new version; an assignment keeps
 * showing the version it was given with. The body is HTML the server sanitises against an allow-list before
 * storing it; whoever renders it sanitises it again.
 */

export const LESSON_TYPES = ["PAD", "ARQ", "ESC"] as const;
export const lessonType = z.enum(LESSON_TYPES);
export type LessonType = z.infer<typeof lessonType>;

export const LESSON_TITLE_MAX_LENGTH = 200;
/** The body as the editor sends it, before sanitising. */
export const LESSON_BODY_MAX_LENGTH = 200_000;
export const LESSON_TAG_MAX_LENGTH = 60;
export const LESSON_TAGS_MAX = 10;
export const LESSONS_PAGE_SIZE = 20;
export const LESSONS_MAX_PAGE_SIZE = 100;
/**
 * More files than any setting lets a version hold: the server's own limit (UPLOAD_MAX_FILES_PER_DELIVERY, the
 * deliveries' own) refuses sooner.
 */
export const LESSON_ATTACHMENTS_CEILING = 100;

const tag = z.string().check(z.trim(), z.minLength(1), z.maxLength(LESSON_TAG_MAX_LENGTH));
const optionalTag = z.nullable(z.string().check(z.trim(), z.maxLength(LESSON_TAG_MAX_LENGTH)));

/** What an author writes: title, body, curriculum component, school year (série) and free tags. */
export const lessonFields = {
  titulo: z.string().check(z.trim(), z.minLength(1), z.maxLength(LESSON_TITLE_MAX_LENGTH)),
  corpo: z.string().check(z.maxLength(LESSON_BODY_MAX_LENGTH)),
  /** Curriculum component (Matemática); null or empty for none. */
  componente: optionalTag,
  /** The school year the lesson is for (7º ano); null or empty for none. */
  serie: optionalTag,
  tags: z.array(tag).check(z.maxLength(LESSON_TAGS_MAX)),
};

const page = pageQuery(100_000, LESSONS_PAGE_SIZE, LESSONS_MAX_PAGE_SIZE);

/** A file attached to a lesson version ('Anexos'); `id` names it to `lessonAttachment`. */
export const lessonAttachmentInfo = z.object({
  id: z.number().check(z.int()),
  nome: z.string(),
  /** Bytes. */
  tamanho: z.number().check(z.int()),
  /** The type read from its bytes when it was uploaded. */
  tipo: z.string(),
});
export type LessonAttachmentInfo = z.infer<typeof lessonAttachmentInfo>;

/**
 * 'Anexar arquivo': the author's finished uploads (ids) to attach to the version being saved, after the ones it
 * keeps. Any type and size an ARQ delivery takes; at most as many files in all as a delivery.
 */
const newAttachments = z.optional(z.array(uploadId).check(z.maxLength(LESSON_ATTACHMENTS_CEILING)));

/** What names a version of a lesson wherever it is shown: id, code, type, title and version number. */
export const lessonVersionHeading = {
  id: z.number().check(z.int()),
  codigo: z.string(),
  tipo: lessonType,
  titulo: z.string(),
  versao: z.number().check(z.int()),
};

/** A lesson in a list: its current version's title and tags. */
export const lessonSummary = z.object({
  ...lessonVersionHeading,
  /** Component, school year and free tags together, as the filters read them. */
  tagsFiltro: z.array(z.string()),
  arquivado: z.boolean(),
  /** ISO 8601, UTC. */
  atualizado_em: z.string(),
  autor: z.object({ id: z.number().check(z.int()), nome: z.string() }),
});
export type LessonSummary = z.infer<typeof lessonSummary>;

/** A lesson as its author edits it: the current version in full. */
export const lessonDetail = z.object({
  ...lessonSummary.shape,
  corpo: z.string(),
  componente: z.nullable(z.string()),
  serie: z.nullable(z.string()),
  tags: z.array(z.string()),
  /** The highest grade, 0–10 (10 by default). */
  nota_maxima: z.number(),
  /** The current version's attached files, in their order. */
  anexos: z.array(lessonAttachmentInfo),
});
export type LessonDetail = z.infer<typeof lessonDetail>;

const lessonPage = z.object({ conteudos: z.array(lessonSummary), ...pageFields() });

/** 'Meus conteúdos': the caller's lessons, most recently changed first; archived ones on request. */
export const lessonMine = get("session", "/pedagogico/{lang}/conteudos/meus", {
  query: z.object({
    situacao: z._default(z.enum(["ativos", "arquivados"]), "ativos"),
    ...page,
  }),
  response: lessonPage,
});

/**
 * The lessons a teacher may give a class: every lesson of the scope not archived, by title, searched by title
 * or codigo. For those who teach a class or may author.
 */
export const lessonCatalog = get("session", "/pedagogico/{lang}/conteudos/catalogo", {
  query: z.object({
    busca: z.optional(z.string().check(z.trim(), z.maxLength(100))),
    ...page,
  }),
  response: lessonPage,
});

/** A lesson of the catalogue as a student would be given it: its current version's body, grade and files. */
export const lessonPreviewed = z.object({
  ...lessonSummary.shape,
  corpo: z.string(),
  nota_maxima: z.number(),
  anexos: z.array(lessonAttachmentInfo),
});

/**
 * 'Pré-visualizar': one lesson of the catalogue (not archived), for those the catalogue is for, before they give it
 * to a class; its attached files open for them too.
 */
export const lessonPreview = get("session", "/pedagogico/{lang}/conteudos/previa", {
  query: z.object({ conteudo_id: queryId }),
  response: z.object({ conteudo: lessonPreviewed }),
});

/** One of the caller's lessons, to edit it. */
export const lessonGet = get("session", "/pedagogico/{lang}/conteudos/conteudo", {
  query: z.object({ conteudo_id: queryId }),
  response: z.object({ conteudo: lessonDetail }),
});

/** 'Novo conteúdo' … 'Salvar'. The type is fixed from then on; `novos_anexos` are its first attachments. */
export const lessonCreate = post("session", "/pedagogico/{lang}/conteudos/criar", {
  body: z.object({ tipo: lessonType, ...lessonFields, novos_anexos: newAttachments }),
  response: z.object({ conteudo: lessonDetail }),
});

/**
 * Saves a new version of one of the caller's lessons. Its attachments are `anexos` (ids of the lesson's own
 * attached files, in order: the ones left out are removed from the new version; all of the current version's
 * when it is left out), then `novos_anexos`. The versions already saved keep theirs.
 */
export const lessonEdit = post("session", "/pedagogico/{lang}/conteudos/editar", {
  body: z.object({
    conteudo_id: id,
    ...lessonFields,
    anexos: z.optional(z.array(id).check(z.maxLength(LESSON_ATTACHMENTS_CEILING))),
    novos_anexos: newAttachments,
  }),
  response: z.object({ conteudo: lessonDetail }),
});

/** Archives one of the caller's lessons (out of the catalogue; its assignments stay), or brings it back. */
export const lessonArchive = post("session", "/pedagogico/{lang}/conteudos/arquivar", {
  body: z.object({ conteudo_id: id, arquivado: z.boolean() }),
  response: okBody,
});

/**
 * A picture for a lesson's body: the caller's finished upload of an image (JPEG, PNG, WebP or GIF) becomes a
 * file of the lesson pictures, at `url` (rules/lesson-html.ts `lessonImagePath`), the only kind of address an
 * <img> of a lesson may have. Only those who may author lessons add pictures.
 */
export const lessonImageAdd = post("session", "/pedagogico/{lang}/conteudos/imagem", {
  body: uploadRef,
  response: z.object({ url: z.string() }),
});

/** The server's limits an editor checks attachments against before sending them (the server checks again). */
export const lessonAttachmentLimits = get("session", "/pedagogico/{lang}/conteudos/anexos/limites", {
  response: z.object({
    limites: z.object({
      arquivo_max_bytes: z.number().check(z.int()),
      arquivos_max: z.number().check(z.int()),
    }),
  }),
});

/**
 * An attached file of a lesson version, for the lesson's author, the teachers of a class the version was given
 * to, the students of such a class once that assignment has started, those who may give the lesson while the
 * version is the current one of the catalogue ('Pré-visualizar'), and the platform's administrators; anyone
 * else gets the 404 of a file that does not exist. Its type is the one read from its bytes when it was uploaded;
 * pictures, PDFs, sound and video come `inline`, anything else as an attachment, never sniffed. 'Reproduzir' asks
 * `lessonAttachmentLink` for the address `lessonAttachmentMedia` reads (any attachment: the page asks for sound
 * and video).
 */
const attachedFile = storedFileCalls("/pedagogico/{lang}/conteudos/anexo", "anexo_id");
export const lessonAttachment = attachedFile.file;
export const lessonAttachmentLink = attachedFile.link;
export const lessonAttachmentMedia = attachedFile.media;
