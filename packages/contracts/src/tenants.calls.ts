import { z } from "zod/mini";
import { defineCall } from "./call.ts";
import { id } from "./fields.ts";
import { PHOTO_DATA_URL_MAX_LENGTH } from "./limits.ts";
import { tenantFields, tenantFieldText, tenantRecord, tenantSummary } from "./tenant.ts";

export const tenantList = defineCall({
  method: "GET",
  path: "/tenant/{lang}/tenant/listar",
  access: "platform-admin",
  response: z.object({ tenants: z.array(tenantSummary) }),
});

/** One platform and the data scopes (database_share names) its editor may offer. */
const editorAnswer = z.object({
  plataforma: tenantRecord,
  /** The shares the caller may choose among: every one on the main tenant, its own elsewhere. */
  compartilhamentos: z.array(z.string()),
});

const savedAnswer = z.object({
  status: z.literal("sucesso"),
  mensagem: z.string(),
  plataforma: tenantRecord,
});

/** A platform's full record for its editor: the main tenant's administrators see every one, others their scope's. */
export const tenantRead = defineCall({
  method: "POST",
  path: "/tenant/{lang}/tenant/buscar",
  access: "platform-admin",
  body: z.object({ plataforma_id: id }),
  response: editorAnswer,
});

/** A new platform (main tenant's administrators only): name, slug and domain at least. */
export const tenantCreate = defineCall({
  method: "POST",
  path: "/tenant/{lang}/tenant/criar",
  access: "platform-admin",
  body: z.extend(tenantFields, { nome: tenantFieldText, slug: tenantFieldText, dominio: tenantFieldText }),
  response: savedAnswer,
});

/** Saves the fields sent; the others stay. Every change is audited with its value before and after. */
export const tenantSave = defineCall({
  method: "POST",
  path: "/tenant/{lang}/tenant/salvar",
  access: "platform-admin",
  body: z.extend(tenantFields, { plataforma_id: id }),
  response: savedAnswer,
});

/** The platform's logo from a data URL: PNG or WebP, read from its bytes (SVG is refused). */
export const tenantLogoUpload = defineCall({
  method: "POST",
  path: "/tenant/{lang}/tenant/logo",
  access: "platform-admin",
  body: z.object({
    plataforma_id: id,
    imagem: z.string().check(z.minLength(1), z.maxLength(PHOTO_DATA_URL_MAX_LENGTH)),
  }),
  response: savedAnswer,
});

export const tenantLogoRemove = defineCall({
  method: "POST",
  path: "/tenant/{lang}/tenant/logo/remover",
  access: "platform-admin",
  body: z.object({ plataforma_id: id }),
  response: savedAnswer,
});

/**
 * Undoes one change recorded in the audit log (an entry of `tenant.changed`, by its id): refused when the field
 * changed since, or when the log never kept its value whole (rules/tenant-undo.ts).
 */
export const tenantUndo = defineCall({
  method: "POST",
  path: "/tenant/{lang}/tenant/desfazer",
  access: "platform-admin",
  body: z.object({ evento_id: id }),
  response: savedAnswer,
});
