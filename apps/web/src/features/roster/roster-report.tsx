import type { RosterImport } from "@trilha/contracts/roster.calls";
import { useId } from "react";
import { ColumnHeads } from "../../components/ui/column-heads.tsx";
import { useTranslation } from "../../lib/i18n.ts";

const KINDS = ["redes", "escolas", "turmas", "pessoas", "matriculas", "responsaveis"] as const;
const CHANGES = ["criar", "alterar", "desativar"] as const;

/** Whether an analysis found nothing to change. */
export function changesNothing(analysis: RosterImport): boolean {
  return KINDS.every((kind) => CHANGES.every((change) => analysis.contagens[kind][change] === 0));
}

/** What an import would do (or did): a count per kind of record and change, and a few names of each. */
export function RosterCounts({ analysis }: { analysis: RosterImport }) {
  const { t } = useTranslation();
  const captionId = useId();
  const label = {
    create: t("roster.create"),
    change: t("roster.change"),
    deactivate: t("roster.deactivate"),
  };
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
            {t(`roster.samples.${change}`, { nomes: analysis.amostras[change].join(", ") })}
          </p>
        ) : null,
      )}
    </>
  );
}

/** Every row's error, with its file and line. */
export function RosterErrors({ analysis }: { analysis: RosterImport }) {
  const { t } = useTranslation();
  const captionId = useId();
  const label = { file: t("roster.file"), line: t("roster.line"), error: t("roster.error") };
  return (
    <>
      <h3>{t("roster.errorsTitle", { total: analysis.total_erros })}</h3>
      <p>{t("roster.errorsHint")}</p>
      {analysis.total_erros > analysis.erros.length ? (
        <p className="muted">
          {t("roster.errorsMore", { mostrados: analysis.erros.length, total: analysis.total_erros })}
        </p>
      ) : null}
      <table className="table roster__errors" aria-labelledby={captionId}>
        <caption id={captionId} className="visually-hidden">
          {t("roster.errorsTitle", { total: analysis.total_erros })}
        </caption>
        <ColumnHeads labels={[label.file, label.line, label.error]} />
        <tbody>
          {analysis.erros.map((error, index) => (
            // Errors have no id of their own; the list never reorders.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <tr key={index}>
              <td data-label={label.file}>{error.arquivo}</td>
              <td data-label={label.line}>{error.linha > 0 ? error.linha : "—"}</td>
              <td data-label={label.error}>{error.mensagem}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
