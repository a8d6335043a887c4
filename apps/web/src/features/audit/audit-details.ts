import { type AuditEntry, TWO_FACTOR_SETTINGS_CHANGES } from "@trilha/contracts/audit.calls";
import type { Catalogue, TFunction } from "../../lib/i18n.ts";
import { tenantFieldName, tenantValueText } from "./tenant-change-text.ts";

type DetailLabel = keyof Catalogue["audit"]["detailLabels"];
type DetailValue = keyof Catalogue["audit"]["detailValues"];

/** Values recorded as they were (a login, a device, a platform's field), never read as codes. */
const AS_RECORDED: readonly DetailLabel[] = [
  "login",
  "device",
  "plataforma",
  "plataforma_id",
  "campo",
  "antes",
  "depois",
  "evento",
  "usuario",
  "escola",
  "rede",
  "turma",
  "turma_id",
  "escola_id",
  "conteudo",
  "atribuicao_id",
  "email_antes",
  "email_depois",
  "login_antes",
  "login_depois",
  "nota",
  "conteudo_id",
  "versao",
  "dominio",
];
/** Every detail the log labels: those above, and the ones whose values are codes. */
const LABELS: readonly DetailLabel[] = [
  ...AS_RECORDED,
  "second_factor_pending",
  "reason",
  "provider",
  "outcome",
  "factor",
  "forced",
  "mailed",
  "change",
  "removed",
  "importacao",
  "criados",
  "alterados",
  "desativados",
  "convite",
  "acao",
  "alunos",
  "inicio",
  "fim",
  "entregas",
];
/** Details too long for the line (a removed assignment's attempts, as JSON): kept in the log, not shown in it. */
const NOT_LISTED: readonly string[] = ["registro"];
const VALUES: readonly DetailValue[] = [
  "unknown_login",
  "wrong_password",
  "password_expired",
  "deactivated",
  "invalid",
  "expired",
  "unavailable",
  "nonce",
  "linked",
  "linked_now",
  "new_account",
  "email",
  "autenticador",
  ...TWO_FACTOR_SETTINGS_CHANGES,
  "created",
  "changed",
  "made_inactive",
  "reactivated",
  "manager_added",
  "manager_removed",
  "archived",
  "unarchived",
  "member_added",
  "member_removed",
  "password_sheet",
  "sessions_ended",
  "password_reset",
  "moved",
  "guardian_linked",
  "guardian_unlinked",
  "code_issued",
  "paired",
  "admin_without_password",
  "no_account",
  "email_shared",
  "wrong_code",
  "closed",
  "reopened",
  "extension_granted",
  "extension_removed",
  "assigned",
  "rescheduled",
  "removed",
  "graded",
  "redo_requested",
  "cancelled",
  "uncancelled",
  "withdrawn",
  "edited",
];
const PROVIDER_NAMES: Record<string, string> = { google: "Google", microsoft: "Microsoft", apple: "Apple" };

function isOneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

/** Writes an instant the log recorded (a new due date) in the reader's language and time zone. */
export type InstantText = (iso: string) => string;

function valueText(
  t: TFunction,
  key: string,
  value: string | number | boolean,
  instant: InstantText,
): string {
  if ((key === "fim" || key === "inicio") && typeof value === "string") return instant(value);
  if (typeof value === "boolean") return t(value ? "audit.detailValues.yes" : "audit.detailValues.no");
  const text = String(value);
  if (key === "provider") return PROVIDER_NAMES[text] ?? text;
  // A typed login, a device name or a platform's value is shown as recorded; coded values are translated.
  if (!isOneOf(AS_RECORDED, key) && isOneOf(VALUES, text)) return t(`audit.detailValues.${text}`);
  return text;
}

/**
 * "Motivo: senha incorreta · Login digitado: 1001", in the interface language; a platform's change names its field
 * as the editor does and reads its values (a palette, the status, an empty one) the same way.
 */
export function describeDetails(t: TFunction, details: AuditEntry["detalhes"], instant: InstantText): string {
  const campo = typeof details.campo === "string" ? details.campo : null;
  return Object.entries(details)
    .filter(([key]) => !NOT_LISTED.includes(key))
    .map(([key, value]) => {
      const label = isOneOf(LABELS, key) ? t(`audit.detailLabels.${key}`) : key;
      let text = valueText(t, key, value, instant);
      if (campo !== null && key === "campo") text = tenantFieldName(t, campo);
      else if (campo !== null && (key === "antes" || key === "depois"))
        text = tenantValueText(t, campo, String(value));
      return `${label}: ${text}`;
    })
    .join(" · ");
}
