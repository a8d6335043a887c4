import type { IssueReportSummary } from "@trilha/contracts/issue-reports.calls";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { ScrollTable } from "../../components/ui/scroll-table.tsx";
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
  if (reports.length === 0)
    return <EmptyState>{t(filtered ? "issueReports.noMatches" : "issueReports.empty")}</EmptyState>;
  const formatter = new Intl.DateTimeFormat(htmlLang(lang), { dateStyle: "short", timeStyle: "short" });
  // Each cell names its column: below the 800 px breakpoint every row is a card of labelled lines.
  const label = {
    date: t("issueReports.columns.date"),
    user: t("issueReports.columns.user"),
    route: t("issueReports.columns.route"),
    category: t("issueReports.columns.category"),
    description: t("issueReports.columns.description"),
    screenshot: t("issueReports.columns.screenshot"),
    status: t("issueReports.columns.status"),
    assignee: t("issueReports.columns.assignee"),
  };
  return (
    <ScrollTable
      caption={t("issueReports.caption")}
      className="issue-reports"
      columns={[
        label.date,
        label.user,
        label.route,
        label.category,
        label.description,
        label.screenshot,
        label.status,
      ]}
    >
      {reports.map((report) => {
        const date = formatter.format(new Date(report.criado_em));
        return (
          <tr key={report.id}>
            <th scope="row" data-label={label.date}>
              <time dateTime={report.criado_em}>{date}</time>
            </th>
            <td data-label={label.user}>
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
            <td data-label={label.route}>
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
            <td data-label={label.category}>{report.categoria.titulo}</td>
            <td data-label={label.description}>
              <div className="issue-reports__description">
                {report.descricao === "" ? (
                  <span className="muted">{t("issueReports.noDescription")}</span>
                ) : (
                  report.descricao
                )}
              </div>
            </td>
            <td data-label={label.screenshot}>
              {report.tem_print ? (
                <ReportScreenshot reportId={report.id} name={report.usuario.nome} date={date} />
              ) : (
                <span className="muted">{t("issueReports.noScreenshot")}</span>
              )}
            </td>
            <td data-label={label.status}>
              <div className="issue-reports__handling">
                <span className={`issue-reports__status issue-reports__status--${report.situacao}`}>
                  {t(`issueReports.statuses.${report.situacao}`)}
                </span>
                <span className="muted">
                  {label.assignee}: {report.atribuido_a ? report.atribuido_a.nome : t("issueReports.nobody")}
                </span>
                {report.notas > 0 ? (
                  <span className="muted">{t("issueReports.notesCount", { count: report.notas })}</span>
                ) : null}
                <HandleReportButton report={report} date={date} />
              </div>
            </td>
          </tr>
        );
      })}
    </ScrollTable>
  );
}
