import type { AuditEventType, AuditListBody } from "@trilha/contracts/audit.calls";

/** The filter form as typed: dates are the `yyyy-mm-dd` of date inputs, in the administrator's time zone. */
export interface AuditFilterValues {
  tipo: AuditEventType | "";
  usuario: string;
  de: string;
  ate: string;
}

export const NO_FILTERS: AuditFilterValues = { tipo: "", usuario: "", de: "", ate: "" };

export function hasFilters(values: AuditFilterValues): boolean {
  return Object.values(values).some((value) => value.trim() !== "");
}

/** Whether the range runs backwards (both days given, the last before the first). */
export function isBackwardRange(values: AuditFilterValues): boolean {
  return values.de !== "" && values.ate !== "" && values.ate < values.de;
}

/** Local midnight of a `yyyy-mm-dd` day, `days` later, as the UTC instant the API compares with. */
function localMidnight(day: string, days = 0): string {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  return new Date(year, month - 1, date + days).toISOString();
}

/** The list call's body: "to" includes its whole day, so it becomes the next local midnight (exclusive). */
export function toListBody(values: AuditFilterValues, cursor?: string): AuditListBody {
  const usuario = values.usuario.trim();
  return {
    ...(values.tipo ? { tipo: values.tipo } : {}),
    ...(usuario ? { usuario } : {}),
    ...(values.de ? { de: localMidnight(values.de) } : {}),
    ...(values.ate ? { ate: localMidnight(values.ate, 1) } : {}),
    ...(cursor ? { cursor } : {}),
  };
}
