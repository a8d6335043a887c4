import { ISSUE_REPORTS_PAGE_SIZE } from "@trilha/contracts/limits";
import { useSearchParams } from "react-router";
import { QueryContent } from "../../components/ui/query-content.tsx";
import { useIssueReports } from "../../features/issue-reports/api/issue-reports.api.ts";
import { IssueReportTable } from "../../features/issue-reports/issue-report-table.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";

/** /logado/administracao/problemas-reportados: what people reported on the platform in use, newest first. */
export function IssueReportsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const requested = Number(search.get("pagina") ?? "1");
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1;
  const query = useIssueReports(page);
  useDocumentTitle(t("issueReports.adminTitle"));
  const goTo = (next: number) => setSearch(next === 1 ? {} : { pagina: String(next) });
  return (
    <section className="panel">
      <h1>{t("issueReports.adminTitle")}</h1>
      <p className="muted">{t("issueReports.adminIntro")}</p>
      <QueryContent query={query} unauthorized="signed-in-home">
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.total / ISSUE_REPORTS_PAGE_SIZE));
          return (
            <>
              <IssueReportTable reports={data.relatos} />
              {data.total > ISSUE_REPORTS_PAGE_SIZE ? (
                <nav className="issue-reports__pagination" aria-label={t("issueReports.pagination")}>
                  <button
                    type="button"
                    className="button"
                    disabled={page <= 1}
                    onClick={() => goTo(page - 1)}
                  >
                    {t("issueReports.previous")}
                  </button>
                  <span>{t("issueReports.pageOf", { page, pages, total: data.total })}</span>
                  <button
                    type="button"
                    className="button"
                    disabled={page >= pages}
                    onClick={() => goTo(page + 1)}
                  >
                    {t("issueReports.next")}
                  </button>
                </nav>
              ) : null}
            </>
          );
        }}
      </QueryContent>
    </section>
  );
}
