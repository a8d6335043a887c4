import { ROSTER_CONFIRM_DEACTIVATIONS_OVER, type RosterImport } from "@trilha/contracts/roster.calls";
import { useId } from "react";
import { ColumnHeads } from "../../components/ui/column-heads.tsx";
import { useTranslation } from "../../lib/i18n.ts";

const KINDS = ["redes", "escolas", "turmas", "pessoas", "matriculas", "responsaveis"] as const;
const CHANGES = ["criar", "alterar", "desativar"] as const;

/** Whether an analysis found nothing to change. */
export function changesNothing(analysis: RosterImport): boolean {
  return KINDS.every((kind) => CHANGES.every((change) => analysis.contagens[kind][change] === 0));
}

/** Whether confirming takes a second 'Sim, desativar': more than a few people would be deactivated. */
export function asksToConfirmDeactivations(analysis: RosterImport): boolean {
  return analysis.contagens.pessoas.desativar > ROSTER_CONFIRM_DEACTIVATIONS_OVER;
}

/**
 * What an import would do (or did, in the past tense): a count per kind of record and change, a few names of
 * each, what it deactivates per school, and the school years its classes are filed under.
 */
export function RosterCounts({ analysis }: { analysis: RosterImport }) {
  const { t } = useTranslation();
  const captionId = useId();
  const done = analysis.situacao === "concluida";
  const label = done
    ? { create: t("roster.created"), change: t("roster.changed"), deactivate: t("roster.deactivated") }
    : { create: t("roster.create"), change: t("roster.change"), deactivate: t("roster.deactivate") };
  return (
    <>
      <table className="table roster__counts" aria-labelledby={captionId}>
        <caption id={captionId}>
          {t(analysis.situacao === "concluida" ? "roster.did" : "roster.changes")}
        </caption>
        <ColumnHeads labels={[t("roster.kind"), label.create, label.change, label.deactivate]} />
        <tbody>
          {KINDS.map((kind) => (
            <tr key={kind}>
              <th scope="row">{t(`roster.kinds.${kind}`)}</th>
              <td data-label={label.create}>{analysis.contagens[kind].criar}</td>
              <td data-label={label.change}>{analysis.contagens[kind].alterar}</td>
              <td data-label={label.deactivate}>{analysis.contagens[kind].desativar}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {CHANGES.map((change) =>
        analysis.amostras[change].length > 0 ? (
          <p key={change} className="muted">
            {t(done ? `roster.samplesDone.${change}` : `roster.samples.${change}`, {
              nomes: analysis.amostras[change].join(", "),
            })}
          </p>
        ) : null,
      )}
      {analysis.anos_letivos.length > 0 ? (
        <ul className="roster__years">
          {analysis.anos_letivos.map((year) => (
            <li key={year.ano ?? "none"}>
              {year.ano === null
                ? t("roster.classesNoYear", { turmas: year.turmas })
                : t("roster.classesInYear", { ano: year.ano, turmas: year.turmas })}
            </li>
          ))}
        </ul>
      ) : null}
      <RosterDeactivations analysis={analysis} />
    </>
  );
}

/** What a bulk file deactivates, school by school: only the schools it holds. */
function RosterDeactivations({ analysis }: { analysis: RosterImport }) {
  const { t } = useTranslation();
  const headingId = useId();
  if (analysis.desativacoes.length === 0) return null;
  const done = analysis.situacao === "concluida";
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{t(done ? "roster.deactivatedTitle" : "roster.deactivationsTitle")}</h3>
      <ul className="roster__deactivations">
        {analysis.desativacoes.map((entry) => (
          <li key={entry.escola ?? ""}>
            {t("roster.deactivationsRow", {
              escola: entry.escola ?? t("roster.noSchool"),
              pessoas: entry.pessoas,
              turmas: entry.turmas,
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Every row's error (or warning), with its file and line; a file as a whole (a file skipped) has no line. Past
 * the first ROSTER_MAX_LISTED_ERRORS, the whole list is the CSV `onDownload` saves.
 */
export function RosterProblems({
  analysis,
  kind,
  onDownload,
}: {
  analysis: RosterImport;
  kind: "errors" | "warnings";
  onDownload: () => void;
}) {
  const { t } = useTranslation();
  const captionId = useId();
  const [list, total] =
    kind === "errors" ? [analysis.erros, analysis.total_erros] : [analysis.avisos, analysis.total_avisos];
  const title = t(kind === "errors" ? "roster.errorsTitle" : "roster.warningsTitle", { total });
  const label = {
    file: t("roster.file"),
    line: t("roster.line"),
    message: t(kind === "errors" ? "roster.error" : "roster.warning"),
  };
  return (
    <>
      <h3>{title}</h3>
      <p>{t(kind === "errors" ? "roster.errorsHint" : "roster.warningsHint")}</p>
      {total > list.length ? (
        <p className="muted">{t("roster.errorsMore", { mostrados: list.length, total })}</p>
      ) : null}
      <button className="button" type="button" onClick={onDownload}>
        {t("roster.downloadProblems")}
      </button>
      <table className={`table roster__${kind}`} aria-labelledby={captionId}>
        <caption id={captionId} className="visually-hidden">
          {title}
        </caption>
        <ColumnHeads labels={[label.file, label.line, label.message]} />
        <tbody>
          {list.map((error, index) => (
            // Errors have no id of their own; the list never reorders.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <tr key={index}>
              <td data-label={label.file}>{error.arquivo}</td>
              <td data-label={label.line}>{error.linha > 0 ? error.linha : "—"}</td>
              <td data-label={label.message}>{error.mensagem}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
