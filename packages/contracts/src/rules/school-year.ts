/**
 * The year of basic education a lesson's 'Série' names, as schools write it: '7º ano', '7° ano', '7 ano' (Ensino
 * Fundamental, 1–9), '1ª série do Ensino Médio', '2º ano EM', '3ª série EM' (Ensino Médio, 1–3). The old
 * 'série' of the eight-year Fundamental is not guessed at (its '7ª série' is today's 8º ano): null, as for
 * anything else.
 */
export interface SchoolYear {
  etapa: "EF" | "EM";
  ano: number;
}

const MEDIO = /\b(ensino\s+m[eé]dio|m[eé]dio|em)\b/i;
const NUMBERED = /^\s*(\d{1,2})\s*(?:[º°ªoa]\s*)?(ano|s[eé]rie)\b/i;

export function schoolYearOf(serie: string | null | undefined): SchoolYear | null {
  const match = NUMBERED.exec(serie ?? "");
  if (!match) return null;
  const ano = Number(match[1]);
  const word = (match[2] ?? "").toLowerCase();
  if (MEDIO.test((serie ?? "").slice(match[0].length)))
    return ano >= 1 && ano <= 3 ? { etapa: "EM", ano } : null;
  if (word === "ano" && ano >= 1 && ano <= 9) return { etapa: "EF", ano };
  return null;
}
