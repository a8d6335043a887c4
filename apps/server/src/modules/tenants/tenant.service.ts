import { AUDIT_VALUE_MAX_LENGTH } from "@trilha/contracts/audit.calls";
import {
  tenantFieldProblems as problemsOfFields,
  type TenantAuditedField,
  type TenantProblem,
} from "@trilha/contracts/rules/tenant-fields";
import { undoRefusal } from "@trilha/contracts/rules/tenant-undo";
import { canonicalTimeZone } from "@trilha/contracts/rules/time-zones";
import type { TenantFields, TenantRecord, TenantSummary } from "@trilha/contracts/tenant";
import { paletteOf } from "@trilha/contracts/tenant-page";
import { translate } from "@trilha/i18n/translate";
import type { Updateable } from "kysely";
import { newTenantRow } from "../../db/bootstrap.ts";
import type { TenantRow, TenantTable } from "../../db/schema.ts";
import { type GlobalDb, inTransaction } from "../../db/scoped-db.ts";
import type { Authenticated } from "../../http/caller.ts";
import { FieldError, HttpError } from "../../http/http-error.ts";
import type { RequestContext } from "../../http/request-context.ts";
import { findTenantChange, recordAudit } from "../audit/audit.service.ts";
import { actorOf } from "../sessions/session.policy.ts";
import * as policy from "./tenant.policy.ts";
import {
  approveTenantHost as approveHost,
  findOtherTenantWith,
  findTenantById,
  findTenantByLogo,
  insertTenant,
  isHostTaken,
  isUniqueViolation,
  listAllTenants,
  listShares,
  listTenantHosts,
  listTenantsOfScope,
  replaceTenantHosts,
  updateTenant,
} from "./tenant.repository.ts";
import {
  allowsSocialSignup,
  coloursOf,
  LOGO_NAME,
  linksOf,
  settingsOf,
  shownLinks,
  shownSettings,
  toTenantRecord,
  toTenantSummary,
} from "./tenant-config.ts";
import { discardLogo, readLogo, storeLogo } from "./tenant-logo.ts";

// The platform's principal tenant, for the commands that run outside any request (create-admin).
export { findPrincipalTenant } from "./tenant.repository.ts";

type TenantContext = Pick<RequestContext, "shared" | "data" | "scope" | "tenant" | "origin" | "now">;

/**
 * Administrators of the principal tenant run the platform and see every tenant; elsewhere an administrator
 * sees only the tenants of their own data scope.
 */
export async function visibleTenants(
  context: Pick<RequestContext, "shared" | "data" | "scope" | "tenant">,
): Promise<TenantSummary[]> {
  const { shared, scope, tenant } = context;
  const rows = policy.isPrincipalTenant(tenant)
    ? await listAllTenants(shared)
    : await listTenantsOfScope(shared, scope, tenant.database_share);
  return rows.map(toTenantSummary);
}

/**
 * The platform an administrator names, if theirs to manage (tenant.policy.ts); another scope's is answered as
 * missing, so its existence is not told.
 */
export async function manageableTenant(
  context: Pick<RequestContext, "shared" | "tenant">,
  id: number,
): Promise<TenantRow> {
  const target = await findTenantById(context.shared, id);
  if (!target || !policy.mayManageTenant(context.tenant, target))
    throw new HttpError(404, "tenants.platformNotFound");
  return target;
}

/** One platform for its editor, with the shares it may be moved to. */
export async function readTenantForEditor(
  context: Pick<RequestContext, "shared" | "tenant">,
  id: number,
): Promise<{ plataforma: TenantRecord; compartilhamentos: string[] }> {
  const target = await manageableTenant(context, id);
  const shares = policy.isPrincipalTenant(context.tenant)
    ? await listShares(context.shared)
    : context.tenant.database_share
      ? [context.tenant.database_share]
      : [];
  return { plataforma: await recordOf(context.shared, target), compartilhamentos: shares };
}

/** A new platform: the principal tenant's administrators only. */
export async function createTenant(
  context: TenantContext,
  caller: Authenticated,
  fields: TenantFields & { nome: string; slug: string; dominio: string },
): Promise<TenantRecord> {
  if (!policy.mayRunPlatforms(context.tenant)) throw new HttpError(403, "tenants.mainTenantOnly");
  const values = normalize(fields);
  refuseProblems(tenantFieldProblems(values, null));
  await refuseTaken(context.shared, values, null);
  const row = newTenantRow({
    nome: values.nome ?? fields.nome,
    descricao: values.descricao ?? "",
    slug: values.slug ?? fields.slug,
    dominio: values.dominio ?? fields.dominio,
    ...columnsOf(values, null),
  });
  const created = await inTransaction(context.data, async (trx) => {
    const tenant = await insertTenant(trx, row).catch(takenRace);
    // The principal tenant's administrators make platforms: the host names they give are approved as made.
    if (values.dominios_adicionais)
      await replaceTenantHosts(trx, tenant.id, values.dominios_adicionais, context.now.toISOString()).catch(
        takenRace,
      );
    await recordAudit(trx, {
      type: "tenant.created",
      actor: actorOf(caller),
      origin: context.origin,
      details: { plataforma: tenant.slug },
    });
    return tenant;
  });
  return recordOf(context.shared, created);
}

/**
 * 'Cadastro pelo login social' as saved now: read afresh rather than from the request's tenant (cached for a few
 * seconds by plugins/app/tenant.ts), so switching it off holds at once, on every instance.
 */
export async function allowsSocialSignupNow(
  context: Pick<RequestContext, "shared" | "tenant">,
): Promise<boolean> {
  const current = await findTenantById(context.shared, context.tenant.id);
  return current !== undefined && allowsSocialSignup(current);
}

/** A platform's record for its editor, with its other host names. */
async function recordOf(db: GlobalDb, tenant: TenantRow): Promise<TenantRecord> {
  return toTenantRecord(tenant, await listTenantHosts(db, tenant.id));
}

/**
 * Saves the fields sent. Each changed field is one audit event with its value before and after, written in the
 * same transaction as the change. The tenant cache of every instance (plugins/app/tenant.ts) reads the new row
 * within its time to live.
 */
export async function saveTenant(
  context: TenantContext,
  caller: Authenticated,
  id: number,
  fields: TenantFields,
): Promise<TenantRecord> {
  const target = await manageableTenant(context, id);
  const values = normalize(fields);
  refuseProblems(tenantFieldProblems(values, target));
  if (values.database_share !== undefined && values.database_share !== target.database_share) {
    if (!policy.mayChangeShare(context.tenant, target))
      throw new FieldError(403, "tenants.shareNotAllowed", "database_share");
  }
  if (values.status === 0 && target.status === 1) {
    const refusal = policy.deactivationRefusal(context.tenant, target);
    if (refusal === "own") throw new FieldError(409, "tenants.cannotDeactivateOwn", "status");
    if (refusal === "principal") throw new FieldError(409, "tenants.cannotDeactivatePrincipal", "status");
  }
  // A host name answers for a platform only when the principal tenant's administrators say so: a platform's own
  // administrators could otherwise take names that fall back to the principal tenant, or to no one yet.
  const approves = policy.mayApproveHosts(context.tenant);
  if (values.dominio !== undefined && values.dominio !== target.dominio && !approves) {
    throw new FieldError(403, "tenants.domainByPrincipal", "dominio");
  }
  // The machines' room is the main tenant's to share out: a platform does not set its own quota.
  const quota = values.cota_armazenamento_mb;
  if (quota !== undefined && quota !== target.storage_quota_mb && !policy.mayRunPlatforms(context.tenant)) {
    throw new FieldError(403, "tenants.quotaByPrincipal", "cota_armazenamento_mb");
  }
  await refuseTaken(context.shared, values, target);
  const changes = columnsOf(values, target);
  const hosts = (await listTenantHosts(context.shared, target.id)).map((row) => row.host);
  const newHosts = values.dominios_adicionais ?? hosts;
  const diff = changedFields(
    { row: target, hosts },
    { row: { ...target, ...changes } as TenantRow, hosts: newHosts },
  );
  if (diff.length === 0) return recordOf(context.shared, target);
  await inTransaction(context.data, async (trx) => {
    if (Object.keys(changes).length > 0) await updateTenant(trx, target.id, changes).catch(takenRace);
    if (values.dominios_adicionais) {
      const approvedAt = approves ? context.now.toISOString() : null;
      await replaceTenantHosts(trx, target.id, newHosts, approvedAt).catch(takenRace);
    }
    for (const change of diff) {
      await recordAudit(trx, {
        type: "tenant.changed",
        actor: actorOf(caller),
        origin: context.origin,
        details: { plataforma: target.slug, plataforma_id: target.id, ...change },
      });
    }
  });
  return recordOf(context.shared, (await findTenantById(context.shared, target.id)) ?? target);
}

/**
 * 'Aprovar' on a host name a platform's administrators added: the principal tenant's administrators only; from
 * then on the name answers for that platform. Audited as the platform's change.
 */
export async function approveTenantHost(
  context: TenantContext,
  caller: Authenticated,
  id: number,
  host: string,
): Promise<TenantRecord> {
  if (!policy.mayApproveHosts(context.tenant)) throw new HttpError(403, "tenants.mainTenantOnly");
  const target = await manageableTenant(context, id);
  const approved = await inTransaction(context.data, async (trx) => {
    if (!(await approveHost(trx, target.id, host, context.now.toISOString()))) return false;
    await recordAudit(trx, {
      type: "tenant.host_approved",
      actor: actorOf(caller),
      origin: context.origin,
      details: { plataforma: target.slug, dominio: host },
    });
    return true;
  });
  if (!approved) throw new FieldError(404, "tenants.hostNotPending", "dominio", { host });
  return recordOf(context.shared, target);
}

/** Records a logo change (the upload and the removal) like any other field's. */
async function setTenantLogo(
  context: TenantContext,
  caller: Authenticated,
  target: TenantRow,
  logo: string | null,
): Promise<TenantRecord> {
  if (target.logo === logo) return recordOf(context.shared, target);
  await inTransaction(context.data, async (trx) => {
    await updateTenant(trx, target.id, { logo });
    await recordAudit(trx, {
      type: "tenant.changed",
      actor: actorOf(caller),
      origin: context.origin,
      details: {
        plataforma: target.slug,
        plataforma_id: target.id,
        campo: "logo",
        antes: target.logo ?? "",
        depois: logo ?? "",
      },
    });
  });
  return recordOf(context.shared, { ...target, logo });
}

/** Text trimmed; the lists' empty values are "not set". */
function normalize(fields: TenantFields): TenantFields {
  const trim = (value: string | undefined) => value?.trim();
  return {
    ...fields,
    nome: trim(fields.nome),
    descricao: trim(fields.descricao),
    slug: trim(fields.slug),
    dominio: trim(fields.dominio),
    // A zone is stored as the runtime spells it; one it does not know is left for the check to refuse.
    fuso_horario:
      fields.fuso_horario && (canonicalTimeZone(fields.fuso_horario.trim()) ?? fields.fuso_horario),
    dominios_adicionais: fields.dominios_adicionais
      ?.map((host) => host.trim())
      .filter((host) => host !== "")
      .sort(),
    database_share:
      fields.database_share === undefined ? undefined : trim(fields.database_share ?? undefined) || null,
    links: fields.links && {
      politica_de_privacidade: trim(fields.links.politica_de_privacidade),
      wiki: trim(fields.links.wiki),
    },
    whatsapp: fields.whatsapp && {
      numero: trim(fields.whatsapp.numero),
      mensagem: trim(fields.whatsapp.mensagem),
    },
    // Colours are compared and stored as the colour picker writes them: `#rrggbb` in lower case.
    cores: fields.cores && {
      primaria: fields.cores.primaria.trim().toLowerCase(),
      texto: fields.cores.texto.trim().toLowerCase(),
    },
    configuracoes: fields.configuracoes && {
      recaptcha_site_key: trim(fields.configuracoes.recaptcha_site_key),
      google_login_id: trim(fields.configuracoes.google_login_id),
      apple_login_id: trim(fields.configuracoes.apple_login_id),
      microsoft_login_id: trim(fields.configuracoes.microsoft_login_id),
    },
  };
}

/**
 * The problems of the fields sent; the palette is checked as it will be saved (the colours sent, or those kept),
 * so a custom palette can never be switched on with colours that fail the contrast check.
 */
function tenantFieldProblems(values: TenantFields, current: TenantRow | null): TenantProblem[] {
  const kept = current ? coloursOf(current) : { primaria: "", texto: "" };
  return problemsOfFields({
    ...values,
    paleta_cor: values.paleta_cor ?? current?.paleta_cor,
    cores: values.cores ?? kept,
  });
}

function refuseProblems(problems: TenantProblem[]): void {
  const first = problems[0];
  if (!first) return;
  const vars: Record<string, string> = first.ratio ? { ratio: first.ratio } : {};
  throw new FieldError(400, `tenants.problems.${first.code}`, first.field, vars);
}

/**
 * A slug or domain another platform has, and a slug or share that would make `/logado/administracao/{key}`
 * name two platforms (it is found by slug or by database_share).
 */
async function refuseTaken(db: GlobalDb, values: TenantFields, target: TenantRow | null): Promise<void> {
  const exceptId = target?.id ?? null;
  if (values.slug !== undefined && values.slug !== target?.slug) {
    if (await findOtherTenantWith(db, "slug", values.slug, exceptId)) {
      throw new FieldError(409, "tenants.slugTaken", "slug");
    }
    const share = await findOtherTenantWith(db, "database_share", values.slug, exceptId);
    if (share && share.database_share !== target?.database_share) {
      throw new FieldError(409, "tenants.slugIsShare", "slug");
    }
  }
  if (values.dominio !== undefined && values.dominio !== target?.dominio) {
    if (await isHostTaken(db, values.dominio, exceptId)) {
      throw new FieldError(409, "tenants.domainTaken", "dominio");
    }
  }
  for (const host of values.dominios_adicionais ?? []) {
    if (await isHostTaken(db, host, exceptId))
      throw new FieldError(409, "tenants.hostTaken", "dominios_adicionais", { host });
  }
  const share = values.database_share;
  if (share && share !== target?.database_share) {
    const named = await findOtherTenantWith(db, "slug", share, exceptId);
    if (named && named.database_share !== share)
      throw new FieldError(409, "tenants.shareIsSlug", "database_share");
  }
}

/** Another request took the slug or domain between the check and the write. */
function takenRace(error: unknown): never {
  if (isUniqueViolation(error)) throw new HttpError(409, "tenants.taken");
  throw error;
}

/** The columns the sent fields set; the JSON columns keep the keys not sent. */
function columnsOf(values: TenantFields, current: TenantRow | null): Updateable<TenantTable> {
  const changes: Updateable<TenantTable> = {};
  if (values.nome !== undefined) changes.nome = values.nome;
  if (values.descricao !== undefined) changes.descricao = values.descricao;
  if (values.slug !== undefined) changes.slug = values.slug;
  if (values.dominio !== undefined) changes.dominio = values.dominio;
  if (values.status !== undefined) changes.status = values.status;
  if (values.fuso_horario !== undefined) changes.time_zone = values.fuso_horario;
  if (values.paleta_cor !== undefined) changes.paleta_cor = values.paleta_cor;
  if (values.cores) {
    changes.palette_primary = values.cores.primaria || null;
    changes.palette_text = values.cores.texto || null;
  }
  if (values.database_share !== undefined) changes.database_share = values.database_share;
  if (values.cadastro_social !== undefined) changes.social_signup = values.cadastro_social ? 1 : 0;
  if (values.cota_armazenamento_mb !== undefined) changes.storage_quota_mb = values.cota_armazenamento_mb;
  if (values.links) {
    changes.links = JSON.stringify(
      withoutEmpty({ ...(current ? linksOf(current) : {}), ...definedOnly(values.links) }),
    );
  }
  if (values.configuracoes) {
    changes.configuracoes = JSON.stringify(
      withoutEmpty({ ...(current ? settingsOf(current) : {}), ...definedOnly(values.configuracoes) }),
    );
  }
  if (values.whatsapp?.numero !== undefined) changes.whatsapp_numero = values.whatsapp.numero || null;
  if (values.whatsapp?.mensagem !== undefined) changes.whatsapp_mensagem = values.whatsapp.mensagem || null;
  return changes;
}

/** The keys sent: one left out keeps its stored value rather than clearing it. */
function definedOnly(values: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

function withoutEmpty(values: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

type ShownField = Exclude<TenantAuditedField, "logo">;

/** A platform's row and its other host names, the two places its audited fields live. */
interface TenantState {
  row: TenantRow;
  hosts: readonly string[];
}

/** Each audited field's value as the log records it (text, "" for not set). */
function shownValues({ row, hosts }: TenantState): Record<ShownField, string> {
  const colours = coloursOf(row);
  const links = shownLinks(row);
  const settings = shownSettings(row);
  return {
    nome: row.nome,
    descricao: row.descricao,
    slug: row.slug,
    dominio: row.dominio,
    dominios_adicionais: hosts.join(", "),
    status: String(row.status),
    fuso_horario: row.time_zone,
    paleta_cor: row.paleta_cor,
    "cores.primaria": colours.primaria,
    "cores.texto": colours.texto,
    database_share: row.database_share ?? "",
    "links.politica_de_privacidade": links.politica_de_privacidade,
    "links.wiki": links.wiki,
    "whatsapp.numero": row.whatsapp_numero ?? "",
    "whatsapp.mensagem": row.whatsapp_mensagem ?? "",
    "configuracoes.recaptcha_site_key": settings.recaptcha_site_key,
    "configuracoes.google_login_id": settings.google_login_id,
    "configuracoes.apple_login_id": settings.apple_login_id,
    "configuracoes.microsoft_login_id": settings.microsoft_login_id,
    cadastro_social: String(row.social_signup),
    cota_armazenamento_mb: row.storage_quota_mb === null ? "" : String(row.storage_quota_mb),
  };
}

/** Each audited field whose shown value differs, with both values as text. */
function changedFields(before: TenantState, after: TenantState) {
  const old = shownValues(before);
  const now = shownValues(after);
  return (Object.keys(old) as ShownField[])
    .filter((field) => old[field] !== now[field])
    .map((campo) => ({ campo, antes: cut(old[campo]), depois: cut(now[campo]) }));
}

function cut(value: string): string {
  return value.length > AUDIT_VALUE_MAX_LENGTH ? `${value.slice(0, AUDIT_VALUE_MAX_LENGTH - 1)}…` : value;
}

/** Sets (from a data URL) or removes (null) a platform's logo; a replaced file is deleted. */
export async function changeTenantLogo(
  context: TenantContext & Pick<RequestContext, "shared" | "providers">,
  caller: Authenticated,
  id: number,
  dataUrl: string | null,
): Promise<TenantRecord> {
  const target = await manageableTenant(context, id);
  const storage = context.providers.storage;
  const name = dataUrl === null ? null : await storeLogo(storage, target, dataUrl);
  const record = await setTenantLogo(context, caller, target, name);
  await discardLogo(storage, target, target.logo, name);
  return record;
}

/** The bytes of a platform's current logo by its name, or null. */
export async function servedLogo(
  context: Pick<RequestContext, "shared" | "providers">,
  name: string,
): Promise<Buffer | null> {
  if (!LOGO_NAME.test(name)) return null;
  const tenant = await findTenantByLogo(context.shared, name);
  return tenant ? readLogo(context.providers.storage, tenant, name) : null;
}

/** The body that puts one recorded field back to `value`: a colour keeps its pair, a group its other keys. */
function fieldsRestoring(campo: ShownField, value: string, current: TenantRow): TenantFields {
  if (campo === "status") return { status: value === "0" ? 0 : 1 };
  if (campo === "cadastro_social") return { cadastro_social: value === "1" };
  if (campo === "cota_armazenamento_mb")
    return { cota_armazenamento_mb: value === "" ? null : Number(value) };
  if (campo === "database_share") return { database_share: value || null };
  if (campo === "dominios_adicionais") return { dominios_adicionais: value ? value.split(", ") : [] };
  if (campo === "paleta_cor") return { paleta_cor: paletteOf(value) };
  if (campo === "cores.primaria" || campo === "cores.texto") {
    return { cores: { ...coloursOf(current), [campo === "cores.primaria" ? "primaria" : "texto"]: value } };
  }
  const [group, key] = campo.split(".") as [string, string | undefined];
  return (key === undefined ? { [group]: value } : { [group]: { [key]: value } }) as TenantFields;
}

/** A platform's field as its editor names it, in the language of the message that says which field. */
export function tenantFieldName(lang: RequestContext["lang"], campo: TenantAuditedField): string {
  return translate(lang, `audit.tenantFields.${campo}`);
}

/**
 * Undoes one recorded change from its audit entry: the field goes back to its value before, through the same
 * checks as any save (and so recorded as a change itself), then the undo is recorded. Refused for what the log
 * never kept whole (a masked secret, the logo, a cut value) and when the field no longer holds the value the
 * entry left, so a later change is never overwritten.
 */
export async function undoTenantChange(
  context: TenantContext & Pick<RequestContext, "shared" | "lang">,
  caller: Authenticated,
  eventId: number,
): Promise<{ record: TenantRecord; campo: TenantAuditedField }> {
  const change = await findTenantChange(context.data, eventId);
  if (!change) throw new HttpError(404, "tenants.undo.notFound");
  const { details } = change;
  const refusal = undoRefusal(details);
  if (refusal) throw new HttpError(409, `tenants.undo.${refusal}`);
  const campo = details.campo as ShownField;
  const target =
    details.plataforma_id === undefined
      ? await manageableTenantBySlug(context, details.plataforma)
      : await manageableTenant(context, details.plataforma_id);
  if (
    shownValues({
      row: target,
      hosts: (await listTenantHosts(context.shared, target.id)).map((row) => row.host),
    })[campo] !== details.depois
  ) {
    throw new HttpError(409, "tenants.undo.changedSince", { campo: tenantFieldName(context.lang, campo) });
  }
  const record = await saveTenant(context, caller, target.id, fieldsRestoring(campo, details.antes, target));
  await recordAudit(context.data, {
    type: "tenant.change_undone",
    actor: actorOf(caller),
    origin: context.origin,
    details: { plataforma: record.slug, campo, evento: change.id },
  });
  return { record, campo };
}

/** An entry written before ids were recorded names the platform by its slug at the time. */
async function manageableTenantBySlug(context: Pick<RequestContext, "shared" | "tenant">, slug: string) {
  const found = await findOtherTenantWith(context.shared, "slug", slug, null);
  return manageableTenant(context, found?.id ?? 0);
}
