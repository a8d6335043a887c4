import { TENANT_AUDITED_FIELDS, type TenantAuditedField } from "@trilha/contracts/rules/tenant-fields";
import { PALETTES } from "@trilha/contracts/tenant-page";
import type { TFunction } from "../../lib/i18n.ts";

function isAuditedField(campo: string): campo is TenantAuditedField {
  return (TENANT_AUDITED_FIELDS as readonly string[]).includes(campo);
}

/** A platform's field as the editor names it in the interface language ("Descrição"), not its code. */
export function tenantFieldName(t: TFunction, campo: string): string {
  return isAuditedField(campo) ? t(`audit.tenantFields.${campo}`) : campo;
}

/**
 * A recorded value of a platform's field as a person reads it: an empty one says so, a palette and the status
 * by their names in the interface language; the rest (names, addresses, colours) as recorded.
 */
export function tenantValueText(t: TFunction, campo: string, value: string): string {
  if (value === "") return t("audit.undo.empty");
  if (campo === "paleta_cor" && (PALETTES as readonly string[]).includes(value))
    return t(`tenants.palettes.${value as (typeof PALETTES)[number]}`);
  if (campo === "status" && (value === "0" || value === "1"))
    return t(value === "1" ? "tenants.active" : "tenants.inactive");
  return value;
}
