import { dateFormatter } from "./date-formatters.ts";
import { DEFAULT_TIME_ZONE, isTimeZone } from "./grading-periods.ts";

/**
 * The time zones a platform may be set to ('Fuso horário'): any IANA zone the runtime knows, Brazil's first,
 * São Paulo's (the default) at their head. Shared by the editor, which lists them, and the server, which stores
 * the zone's canonical spelling.
 */

/** Brazil's zones, São Paulo's first, then as a school in the rest of the country looks for its own. */
export const BRAZIL_TIME_ZONES: readonly string[] = [
  DEFAULT_TIME_ZONE,
  "America/Manaus",
  "America/Cuiaba",
  "America/Porto_Velho",
  "America/Boa_Vista",
  "America/Rio_Branco",
  "America/Noronha",
  "America/Belem",
  "America/Fortaleza",
  "America/Recife",
  "America/Maceio",
  "America/Bahia",
  "America/Araguaina",
  "America/Campo_Grande",
  "America/Santarem",
];

/**
 * The choices of the editor's select: Brazil's zones, then every other zone the browser knows, by name. The
 * platform's current zone is always among them, even one the browser's list leaves out (a link name, `UTC`).
 */
export function timeZoneChoices(
  supported: readonly string[],
  current: string,
): { brazil: string[]; others: string[] } {
  const brazil = [...BRAZIL_TIME_ZONES];
  const others = [...new Set([...supported, current])]
    .filter((zone) => zone !== "" && !brazil.includes(zone))
    .sort();
  return { brazil, others };
}

/** The zone as the runtime spells it (`america/sao_paulo` → `America/Sao_Paulo`), or null when it is not one. */
export function canonicalTimeZone(zone: string): string | null {
  if (!isTimeZone(zone)) return null;
  return dateFormatter("en-US", { timeZone: zone }).resolvedOptions().timeZone;
}
