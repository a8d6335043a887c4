import type { IssueReportSummary } from "@trilha/contracts/issue-reports.calls";
import { useId } from "react";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { htmlLang, useLanguage, useTranslation } from "../../lib/i18n.ts";
import { HandleReportButton } from "./issue-report-handling.tsx";
import { ReportScreenshot } from "./report-screenshot.tsx";

/**
 * The problems reported on the platform: date, who, where, category, description, the screenshot, where each
 * stands and who handles it. `filtered`: the list is narrowed by filters, so an empty one says so.
 */
export function IssueReportTable({
  reports,
  filtered = false,
}: {
  reports: readonly IssueReportSummary[];
  filtered?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const id = useId();
  if (reports.length === 0)
    return <EmptyState>{t(filtered ? "issueReports.noMatches" : "issueReports.empty")}</EmptyState>;
  const formatter = new Intl.DateTimeFormat(htmlLang(lang), { dateStyle: "short", timeStyle: "short" });
  return (
    // A wide table scrolls on its own on a narrow screen; the region is focusable so keyboards can scroll it.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
    <section className="table-scroll" aria-labelledby={`${id}-caption`} tabIndex={0}>
      <table className="table issue-reports">
        <caption id={`${id}-caption`}>{t("issueReports.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("issueReports.columns.date")}</th>
            <th scope="col">{t("issueReports.columns.user")}</th>
            <th scope="col">{t("issueReports.columns.route")}</th>
            <th scope="col">{t("issueReports.columns.category")}</th>
            <th scope="col">{t("issueReports.columns.description")}</th>
            <th scope="col">{t("issueReports.columns.screenshot")}</th>
            <th scope="col">{t("issueReports.columns.status")}</th>
            <th scope="col">{t("issueReports.columns.assignee")}</th>
            <th scope="col">{t("issueReports.columns.actions")}</th>
          </tr>
        </thead>
        <tbody>
          {reports.map((report) => {
            const date = formatter.format(new Date(report.criado_em));
            return (
              <tr key={report.id}>
                <th scope="row">
                  <time dateTime={report.criado_em}>{date}</time>
                </th>
                <td>
                  {report.usuario.nome}
                  <br />
                  <span className="muted">{report.usuario.usuario}</span>
                  {report.visitante ? (
                    <span className="muted issue-reports__visitor">
                      {t("issueReports.sentByVisitor", {
                        nome: report.visitante.nome,
                        usuario: report.visitante.usuario,
                      })}
                    </span>
                  ) : null}
                </td>
                <td>
                  <div className="issue-reports__route">
                    <code>{report.rota}</code>
                    {report.pro_codigo ? (
                      <>
                        <br />
                        <span className="muted">
                          {t("issueReports.lessonCode", { codigo: report.pro_codigo })}
                        </span>
                      </>
                    ) : null}
                  </div>
                </td>
                <td>{report.categoria.titulo}</td>
                <td>
                  <div className="issue-reports__description">
                    {report.descricao === "" ? (
                      <span className="muted">{t("issueReports.noDescription")}</span>
                    ) : (
                      report.descricao
                    )}
                  </div>
                </td>
                <td>
                  {report.tem_print ? (
                    <ReportScreenshot reportId={report.id} name={report.usuario.nome} date={date} />
                  ) : (
                    <span className="muted">{t("issueReports.noScreenshot")}</span>
                  )}
                </td>
                <td>
                  <span className={`issue-reports__status issue-reports__status--${report.situacao}`}>
                    {t(`issueReports.statuses.${report.situacao}`)}
                  </span>
                  {report.notas > 0 ? (
                    <span className="muted issue-reports__notes">
                      {t("issueReports.notesCount", { count: report.notas })}
                    </span>
                  ) : null}
                </td>
                <td>
                  {report.atribuido_a ? (
                    report.atribuido_a.nome
                  ) : (
                    <span className="muted">{t("issueReports.nobody")}</span>
                  )}
                </td>
                <td>
                  <HandleReportButton report={report} date={date} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
