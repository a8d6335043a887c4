import { useEffect } from "react";

/**
 * The global report hook (spec §3 "Issue report payload": pro_codigo and rota "supplied by a global report
 * hook"). A problem report always carries the address the person is on; a page that knows more — the lesson
 * code (`pro_codigo`) of what it shows, or a more telling route than its URL (a step inside a player) —
 * registers it here, and the report dialog sends it along:
 *
 *   useReportContext({ pro_codigo: lesson.codigo });                 // while the page is mounted
 *   const forget = setReportContext({ pro_codigo: "AULA-7", rota: "/aula/7/passo/3" }); … forget();
 *
 * Only the latest registration counts, and it ends when its page unmounts (or `forget` runs), so a report
 * from the next page never carries a stale code.
 */
export interface ReportContext {
  pro_codigo?: string;
  rota?: string;
}

let current: { context: ReportContext } | null = null;

/** Registers what reports sent from now on carry; the returned function removes this registration. */
export function setReportContext(context: ReportContext): () => void {
  const entry = { context };
  current = entry;
  return () => {
    if (current === entry) current = null;
  };
}

export function getReportContext(): ReportContext {
  return current?.context ?? {};
}

/** `setReportContext` for as long as the calling component is mounted. */
export function useReportContext(context: ReportContext): void {
  const { pro_codigo: proCodigo, rota } = context;
  useEffect(() => {
    const next: ReportContext = {};
    if (proCodigo !== undefined) next.pro_codigo = proCodigo;
    if (rota !== undefined) next.rota = rota;
    return setReportContext(next);
  }, [proCodigo, rota]);
}
