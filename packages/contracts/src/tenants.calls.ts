import { z } from "zod/mini";
import { get, post } from "./call.ts";
import { okWith } from "./errors.ts";
import { id } from "./fields.ts";
import { PHOTO_DATA_URL_MAX_LENGTH } from "./limits.ts";
import { tenantFields, tenantFieldText, tenantRecord, tenantSummary } from "./tenant.ts";

export const tenantList = get("platform-admin", "/tenant/{lang}/tenant/listar", {
  response: z.object({ tenants: z.array(tenantSummary) }),
});

/** One platform and the data scopes (database_share names) its editor may offer. */
const editorAnswer = z.object({
  plataforma: tenantRecord,
  /** The shares the caller may choose among: every one on the main tenant, its own elsewhere. */
  compartilhamentos: z.array(z.string()),
});

const savedAnswer = okWith({
  plataforma: tenantRecord,
});

/** A platform's full record for its editor: the main tenant's administrators see every one, others their scope's. */
export const tenantRead = post("platform-admin", "/tenant/{lang}/tenant/buscar", {
  visitorMay: true,
  body: z.object({ plataforma_id: id }),
  response: editorAnswer,
});

/** A new platform (main tenant's administrators only): name, slug and domain at least. */
export const tenantCreate = post("platform-admin", "/tenant/{lang}/tenant/criar", {
  body: z.extend(tenantFields, { nome: tenantFieldText, slug: tenantFieldText, dominio: tenantFieldText }),
  response: savedAnswer,
});

/** Saves the fields sent; the others stay. Every change is audited with its value before and after. */
export const tenantSave = post("platform-admin", "/tenant/{lang}/tenant/salvar", {
  body: z.extend(tenantFields, { plataforma_id: id }),
  response: savedAnswer,
});

/** The platform's logo from a data URL: PNG or WebP, read from its bytes (SVG is refused). */
export const tenantLogoUpload = post("platform-admin", "/tenant/{lang}/tenant/logo", {
  body: z.object({
    plataforma_id: id,
    imagem: z.string().check(z.minLength(1), z.maxLength(PHOTO_DATA_URL_MAX_LENGTH)),
  }),
  response: savedAnswer,
});

export const tenantLogoRemove = post("platform-admin", "/tenant/{lang}/tenant/logo/remover", {
  body: z.object({ plataforma_id: id }),
  response: savedAnswer,
});

/**
 * Approves another host name a platform's administrators added, which answers for the platform from then on:
 * the principal tenant's administrators only.
 */
export const tenantHostApprove = post("platform-admin", "/tenant/{lang}/tenant/dominio/aprovar", {
  body: z.object({ plataforma_id: id, dominio: tenantFieldText }),
  response: savedAnswer,
});

/**
 * Undoes one change recorded in the audit log (an entry of `tenant.changed`, by its id): refused when the field
 * changed since, or when the log never kept its value whole (rules/tenant-undo.ts).
 */
export const tenantUndo = post("platform-admin", "/tenant/{lang}/tenant/desfazer", {
  body: z.object({ evento_id: id }),
  response: savedAnswer,
});
