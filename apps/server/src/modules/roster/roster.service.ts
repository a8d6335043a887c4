import { randomBytes } from "node:crypto";
import {
  ROSTER_CONFIRM_DEACTIVATIONS_OVER,
  ROSTER_MAX_BYTES,
  ROSTER_MAX_LISTED_ERRORS,
  ROSTER_SAMPLE_SIZE,
  type RosterImport,
} from "@trilha/contracts/roster.calls";
import type { Language } from "@trilha/contracts/rules/languages";
import { type MessageKey, translate } from "@trilha/i18n/translate";
import { zipSync } from "fflate";
import { inTransaction, type ScopedDb } from "../../db/scoped-db.ts";
import type { TenantScope } from "../../db/tenant-scope.ts";
import type { Authenticated } from "../../http/caller.ts";
import { forbidden, HttpError, notFound } from "../../http/http-error.ts";
import type { RequestContext } from "../../http/request-context.ts";
import { csvText } from "../../lib/spreadsheet-cells.ts";
import { recordAudit } from "../audit/audit.service.ts";
import { managedNetworksOf } from "../networks/network.service.ts";
import {
  contactNoticeOutbox,
  maskedContactChange,
  queueContactChangeNotices,
} from "../profile/contact-change.service.ts";
import { mayUseRosterImport, type RosterReach, rosterReachOf } from "./roster.policy.ts";
import {
  findRosterImport,
  insertRosterImport,
  loadRosterState,
  moveRosterImport,
  networkExists,
  type RosterState,
} from "./roster.repository.ts";
import { applyRosterPlan } from "./roster-apply.ts";
import { exportRoster, rosterTemplateFile } from "./roster-export.ts";
import { readRosterFiles } from "./roster-files.ts";
import type { Roster, RosterIssue, RosterWarning } from "./roster-model.ts";
import { planRoster, type RosterPlan } from "./roster-plan.ts";

type RosterContext = Pick<
  RequestContext,
  "data" | "scope" | "providers" | "now" | "lang" | "origin" | "tenant"
>;

/** The file is kept this long, then goes with its row. */
export const ROSTER_IMPORT_KEEP_DAYS = 90;

const STATUS = { analyzed: "analisada", running: "importando", done: "concluida", failed: "falhou" } as const;
type StoredStatus = keyof typeof STATUS;

/**
 * What the row's summary holds: the dry run's counts and samples, its errors and warnings (as codes, the first
 * ROSTER_MAX_LISTED_ERRORS of each), then the import's.
 */
interface Summary {
  formato: RosterImport["formato"];
  contagens: RosterImport["contagens"];
  amostras: RosterImport["amostras"];
  erros: RosterIssue[];
  /** Left out of rows stored before warnings were kept. */
  avisos?: RosterWarning[];
  total_avisos?: number;
  desativacoes?: RosterImport["desativacoes"];
  anos_letivos?: RosterImport["anos_letivos"];
}

/** An import's progress while it runs, by scope and id; this instance's only (the row says the rest). */
const progressOf = new Map<string, number>();
const progressKey = (scope: TenantScope, id: number) => `${scope.key}:${id}`;

/** Who may import for which network: see roster.policy.ts. */
export async function rosterReach(
  context: Pick<RequestContext, "data" | "scope">,
  caller: Authenticated,
  networkId: number | undefined,
): Promise<RosterReach> {
  const managed = caller.user.platform_admin === 1 ? [] : await managedNetworksOf(context, caller);
  const reach = rosterReachOf(
    caller.user,
    networkId,
    managed.map((network) => network.id),
  );
  if (!reach) throw forbidden();
  // An administrator may name any network of the scope, but one that is there.
  if (reach.kind === "network" && !(await networkExists(context.data, reach.networkId))) {
    throw notFound();
  }
  return reach;
}

function filesOf(providers: RequestContext["providers"], scope: TenantScope) {
  return providers.storage.folder(scope, "roster-imports");
}

function countsOf(plan: RosterPlan): Summary["contagens"] {
  return {
    redes: {
      criar: plan.networks.create.length,
      alterar: plan.networks.update.length,
      desativar: plan.networks.dissolve.length,
    },
    escolas: {
      criar: plan.schools.create.length,
      alterar: plan.schools.update.length,
      desativar: plan.schools.deactivate.length,
    },
    turmas: {
      criar: plan.classes.create.length,
      alterar: plan.classes.update.length,
      desativar: plan.classes.archive.length,
    },
    pessoas: {
      criar: plan.people.create.length,
      alterar: plan.people.update.length,
      desativar: plan.people.deactivate.length,
    },
    matriculas: { criar: plan.members.add.length, alterar: 0, desativar: plan.members.remove.length },
    responsaveis: { criar: plan.guardians.add.length, alterar: 0, desativar: 0 },
  };
}

function samplesOf(plan: RosterPlan): Summary["amostras"] {
  const first = (names: string[]) => names.slice(0, ROSTER_SAMPLE_SIZE);
  return {
    criar: first(
      [...plan.people.create, ...plan.classes.create, ...plan.schools.create].map((row) => row.nome),
    ),
    alterar: first(
      [...plan.people.update, ...plan.classes.update, ...plan.schools.update].map((u) => u.row.nome),
    ),
    desativar: first(
      [...plan.people.deactivate, ...plan.classes.archive, ...plan.networks.dissolve].map((row) => row.nome),
    ),
  };
}

/** What the import deactivates, per school, the most first (guardians, of no school, last). */
function deactivationsOf(plan: RosterPlan, state: RosterState): RosterImport["desativacoes"] {
  const names = new Map(state.schools.map((school) => [school.id, school.nome]));
  const bySchool = new Map<number | null, { pessoas: number; turmas: number }>();
  const count = (schoolId: number | null, field: "pessoas" | "turmas") => {
    const entry = bySchool.get(schoolId) ?? { pessoas: 0, turmas: 0 };
    entry[field] += 1;
    bySchool.set(schoolId, entry);
  };
  for (const person of plan.people.deactivate) count(person.schoolId, "pessoas");
  for (const group of plan.classes.archive) count(group.schoolId, "turmas");
  return [...bySchool]
    .map(([schoolId, counts]) => ({
      escola: schoolId === null ? null : (names.get(schoolId) ?? null),
      ...counts,
    }))
    .sort((a, b) => Number(a.escola === null) - Number(b.escola === null) || b.pessoas - a.pessoas);
}

/** The classes of the files by school year, the latest first (classes with none last). */
function schoolYearsOf(roster: Roster): RosterImport["anos_letivos"] {
  const byYear = new Map<number | null, number>();
  for (const group of roster.classes) byYear.set(group.schoolYear, (byYear.get(group.schoolYear) ?? 0) + 1);
  return [...byYear]
    .map(([ano, turmas]) => ({ ano, turmas }))
    .sort((a, b) => (b.ano ?? Number.NEGATIVE_INFINITY) - (a.ano ?? Number.NEGATIVE_INFINITY));
}

const WIRE_FORMAT = {
  "oneroster-1.2": "oneroster-1.2",
  "oneroster-1.1": "oneroster-1.1",
  template: "modelo",
} as const;

/** The roster of the stored files and what importing it would do now. */
async function analyse(data: ScopedDb, files: { name: string; bytes: Uint8Array }[], reach: RosterReach) {
  const roster: Roster = await readRosterFiles(files);
  const state = await loadRosterState(data);
  const { plan, issues } = planRoster(roster, state, reach);
  const errors = [...roster.issues, ...issues].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line,
  );
  return { roster, plan, errors, state };
}

/**
 * The dry run: the files are stored (kept 90 days), read, checked and compared with the scope; nothing else is
 * written. Several loose files are stored together as one ZIP.
 */
export async function analyzeRoster(
  context: RosterContext,
  caller: Authenticated,
  input: { rede_id?: number | undefined; arquivos: { nome: string; conteudo: string }[] },
): Promise<RosterImport> {
  const reach = await rosterReach(context, caller, input.rede_id);
  const files = input.arquivos.map((file) => ({
    name: file.nome,
    bytes: new Uint8Array(Buffer.from(file.conteudo, "base64")),
  }));
  const size = files.reduce((total, file) => total + file.bytes.length, 0);
  if (size > ROSTER_MAX_BYTES)
    throw new HttpError(413, "roster.tooLarge", { max: String(ROSTER_MAX_BYTES / 1024 / 1024) });
  const [only] = files;
  const stored =
    files.length === 1 && only
      ? only.bytes
      : zipSync(Object.fromEntries(files.map((file) => [file.name.replace(/[\\/]/g, "_"), file.bytes])));
  const name = `${randomBytes(12).toString("base64url")}${files.length === 1 && only ? extensionOf(only.name) : ".zip"}`;
  const folder = filesOf(context.providers, context.scope);
  await folder.put(name, Buffer.from(stored));

  const { roster, plan, errors, state } = await analyse(context.data, files, reach);
  const summary: Summary = {
    formato: errors.some((error) => error.code === "unknownFormat") ? null : WIRE_FORMAT[roster.format],
    contagens: countsOf(plan),
    amostras: samplesOf(plan),
    erros: errors.slice(0, ROSTER_MAX_LISTED_ERRORS),
    avisos: roster.warnings.slice(0, ROSTER_MAX_LISTED_ERRORS),
    total_avisos: roster.warnings.length,
    desativacoes: deactivationsOf(plan, state),
    anos_letivos: schoolYearsOf(roster),
  };
  const row = {
    user_id: caller.user.id,
    network_id: reach.kind === "network" ? reach.networkId : null,
    file_name: input.arquivos
      .map((file) => file.nome)
      .join(", ")
      .slice(0, 255),
    file_key: folder.keyOf(name),
    status: "analyzed",
    summary: JSON.stringify(summary),
    error_count: errors.length,
    created_at: context.now.toISOString(),
    finished_at: null,
  };
  const id = await insertRosterImport(context.data, row);
  return wireOf(context.scope, { ...row, id }, context.lang);
}

function extensionOf(name: string): string {
  const match = /\.(csv|zip|xlsx)$/i.exec(name);
  return match ? `.${match[1]?.toLowerCase()}` : ".csv";
}

async function ownImport(context: Pick<RequestContext, "data" | "scope">, caller: Authenticated, id: number) {
  const found = await findRosterImport(context.data, id);
  if (!found || !mayUseRosterImport(caller.user.id, found)) throw notFound();
  return found;
}

export async function rosterImportState(context: RosterContext, caller: Authenticated, id: number) {
  return wireOf(context.scope, await ownImport(context, caller, id), context.lang);
}

/**
 * Confirms an analysed import without errors and runs it after answering: the page polls its state. The files
 * are read and compared again (the scope may have changed since the dry run) and written in one transaction;
 * an error then fails the whole import and nothing of it stays.
 */
export async function confirmRoster(
  context: RosterContext & Pick<RequestContext, "request">,
  caller: Authenticated,
  input: { importacao_id: number; desativacao_confirmada?: boolean | undefined },
): Promise<void> {
  const found = await ownImport(context, caller, input.importacao_id);
  const id = found.id;
  if (found.status !== "analyzed") throw new HttpError(409, "roster.notAnalyzed");
  if (found.error_count > 0) throw new HttpError(409, "roster.hasErrors");
  const deactivating = (JSON.parse(found.summary) as Summary).contagens.pessoas.desativar;
  if (deactivating > ROSTER_CONFIRM_DEACTIVATIONS_OVER && input.desativacao_confirmada !== true) {
    throw new HttpError(409, "roster.confirmDeactivations", { total: String(deactivating) });
  }
  // A manager who no longer manages the network since the dry run may not go on.
  const reach = await rosterReach(context, caller, found.network_id ?? undefined);
  if (!(await moveRosterImport(context.data, id, "analyzed", { status: "running" }))) {
    throw new HttpError(409, "roster.notAnalyzed");
  }
  const key = progressKey(context.scope, id);
  progressOf.set(key, 0);
  // It runs after the answer: a failure is recorded on the row (and logged), never an unhandled rejection.
  void runImport(context, caller, found, reach)
    .catch((error: unknown) => context.request.log.error({ err: error }, "roster import failed"))
    .finally(() => progressOf.delete(key));
}

/** The import itself; exported for the bench, which waits for it. */
export async function runImport(
  context: RosterContext & Pick<RequestContext, "request">,
  caller: Authenticated,
  found: { id: number; file_key: string; file_name: string; summary: string },
  reach: RosterReach,
): Promise<void> {
  const { data, scope } = context;
  const key = progressKey(scope, found.id);
  const fail = (summary: Summary) =>
    moveRosterImport(data, found.id, "running", {
      status: "failed",
      summary: JSON.stringify(summary),
      finished_at: new Date().toISOString(),
    });
  const previous = JSON.parse(found.summary) as Summary;
  try {
    const folder = filesOf(context.providers, scope);
    const name = folder.nameOf(found.file_key);
    const bytes = name === null ? null : await folder.read(name);
    if (bytes === null || name === null) throw new Error("roster import: stored file missing");
    const { plan, errors, state } = await analyse(data, [{ name, bytes: new Uint8Array(bytes) }], reach);
    if (errors.length > 0) {
      await fail({ ...previous, erros: errors.slice(0, ROSTER_MAX_LISTED_ERRORS) });
      return;
    }
    const counts = countsOf(plan);
    const contactChanges = contactChangesOf(plan, state);
    const outbox = contactNoticeOutbox(context);
    const notices = await inTransaction(data, async (trx) => {
      await applyRosterPlan(trx, { plan, state, now: context.now.toISOString() }, (fraction) =>
        progressOf.set(key, Math.round(fraction * 99)),
      );
      for (const change of contactChanges) {
        await recordAudit(trx, {
          type: "registration.person",
          actor: caller.session.visitor_id ?? caller.user.id,
          subject: change.before.id,
          origin: context.origin,
          details: { acao: "changed", ...maskedContactChange(change.before, change.after) },
        });
      }
      const notices: number[] = [];
      for (const change of contactChanges) {
        notices.push(...(await queueContactChangeNotices(outbox, trx, context, change.before, change.after)));
      }
      const total = (field: "criar" | "alterar" | "desativar") =>
        Object.values(counts).reduce((sum, change) => sum + change[field], 0);
      await recordAudit(trx, {
        type: "roster.imported",
        actor: caller.session.visitor_id ?? caller.user.id,
        origin: context.origin,
        details: {
          importacao: found.id,
          criados: total("criar"),
          alterados: total("alterar"),
          desativados: total("desativar"),
        },
      });
      const done: Summary = {
        ...previous,
        contagens: counts,
        amostras: samplesOf(plan),
        erros: [],
        desativacoes: deactivationsOf(plan, state),
      };
      await moveRosterImport(trx, found.id, "running", {
        status: "done",
        summary: JSON.stringify(done),
        finished_at: new Date().toISOString(),
      });
      return notices;
    });
    for (const id of notices) outbox.sendSoon(id);
  } catch (error) {
    await fail({ ...previous, erros: [{ file: found.file_name, line: 0, code: "unreadableFile" }] });
    if (!(error instanceof Error && error.message.startsWith("roster import:"))) throw error;
  }
}

/** The people whose e-mail or login the import changes: their accounts are told, the log keeps both masked. */
function contactChangesOf(plan: RosterPlan, state: RosterState) {
  const byId = new Map(state.users.map((user) => [user.id, user]));
  return plan.people.update.flatMap(({ id, row }) => {
    const before = byId.get(id);
    const after = { usuario: row.usuario, email: row.email };
    return before && (before.email !== after.email || before.usuario !== after.usuario)
      ? [{ before, after }]
      : [];
  });
}

function wireOf(
  scope: TenantScope,
  row: {
    id: number;
    status: string;
    file_name: string;
    summary: string;
    error_count: number;
    created_at: string;
  },
  lang: Language,
): RosterImport {
  const summary = JSON.parse(row.summary) as Summary;
  const status = STATUS[row.status as StoredStatus] ?? "falhou";
  return {
    id: row.id,
    situacao: status,
    arquivo: row.file_name,
    formato: summary.formato,
    criada_em: row.created_at,
    contagens: summary.contagens,
    amostras: summary.amostras,
    erros: summary.erros.map((issue) => placed(lang, "errors", issue)),
    total_erros: status === "falhou" ? summary.erros.length : row.error_count,
    avisos: (summary.avisos ?? []).map((warning) => placed(lang, "warnings", warning)),
    total_avisos: summary.total_avisos ?? 0,
    desativacoes: summary.desativacoes ?? [],
    anos_letivos: summary.anos_letivos ?? [],
    progresso: status === "concluida" ? 100 : (progressOf.get(progressKey(scope, row.id)) ?? 0),
  };
}

/** An error or a warning as the page lists it, in the request's language. */
function placed(lang: Language, kind: "errors" | "warnings", issue: RosterIssue | RosterWarning) {
  return {
    arquivo: issue.file,
    linha: issue.line,
    mensagem: translate(lang, `roster.${kind}.${issue.code}` as MessageKey, issue.values ?? {}),
  };
}

/**
 * Every error and warning of one of the caller's imports, as a CSV file (the page lists the first 500 of each):
 * its stored files are read and compared again, so the list is whole and as of now.
 */
export async function rosterImportProblems(context: RosterContext, caller: Authenticated, id: number) {
  const found = await ownImport(context, caller, id);
  const reach = await rosterReach(context, caller, found.network_id ?? undefined);
  const folder = filesOf(context.providers, context.scope);
  const name = folder.nameOf(found.file_key);
  const bytes = name === null ? null : await folder.read(name);
  if (bytes === null || name === null) throw notFound();
  const { roster, errors } = await analyse(context.data, [{ name, bytes: new Uint8Array(bytes) }], reach);
  const t = (key: MessageKey) => translate(context.lang, key);
  const rows = [
    ...errors.map((issue) => [t("roster.error"), placed(context.lang, "errors", issue)] as const),
    ...roster.warnings.map(
      (warning) => [t("roster.warning"), placed(context.lang, "warnings", warning)] as const,
    ),
  ];
  const text = csvText(
    [
      [t("roster.problemKind"), t("roster.file"), t("roster.line"), t("roster.message")],
      ...rows.map(([kind, row]) => [kind, row.arquivo, row.linha, row.mensagem]),
    ],
    { separator: context.lang === "en-us" ? "," : ";", newline: "\r\n", bom: true },
  );
  return new Uint8Array(Buffer.from(text, "utf8"));
}

/** The registrations within the caller's reach, as a OneRoster 1.2 ZIP. */
export async function exportRosterOf(
  context: Pick<RequestContext, "data" | "scope">,
  caller: Authenticated,
  networkId: number | undefined,
): Promise<Uint8Array> {
  const reach = await rosterReach(context, caller, networkId);
  return exportRoster(await loadRosterState(context.data), reach);
}

export { rosterTemplateFile };
