import { ISSUE_REPORT_STATUSES, type IssueReportStatus } from "@trilha/contracts/issue-reports.calls";
import { ISSUE_REPORTS_PAGE_SIZE } from "@trilha/contracts/limits";
import { useSearchParams } from "react-router";
import { QueryContent } from "../../components/ui/query-content.tsx";
import {
  type IssueReportFilters,
  useIssueReports,
} from "../../features/issue-reports/api/issue-reports.api.ts";
import { IssueReportFiltersForm } from "../../features/issue-reports/issue-report-filters.tsx";
import { IssueReportTable } from "../../features/issue-reports/issue-report-table.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { PagePanel } from "./page-panel.tsx";

/** The filters the address names (`?situacao=&categoria=&rota=`), so a filtered inbox can be bookmarked. */
function filtersOf(search: URLSearchParams): IssueReportFilters {
  const status = search.get("situacao");
  const category = Number(search.get("categoria"));
  return {
    situacao: ISSUE_REPORT_STATUSES.includes(status as IssueReportStatus)
      ? (status as IssueReportStatus)
      : undefined,
    categoria: Number.isInteger(category) && category > 0 ? category : undefined,
    rota: search.get("rota") || undefined,
  };
}

function searchOf(filters: IssueReportFilters, page: number): Record<string, string> {
  const search: Record<string, string> = {};
  if (filters.situacao) search.situacao = filters.situacao;
  if (filters.categoria) search.categoria = String(filters.categoria);
  if (filters.rota) search.rota = filters.rota;
  if (page > 1) search.pagina = String(page);
  return search;
}

/**
 * /logado/administracao/problemas-reportados: the inbox of what people reported on the platform in use, newest
 * first, filtered by status, category and page; each report is handled in a dialog.
 */
export default function IssueReportsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const requested = Number(search.get("pagina") ?? "1");
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1;
  const filters = filtersOf(search);
  const filtered = Object.values(filters).some((value) => value !== undefined);
  const query = useIssueReports(page, filters);
  const goTo = (next: number) => setSearch(searchOf(filters, next));
  return (
    <PagePanel title={t("issueReports.adminTitle")} intro={t("issueReports.adminIntro")}>
      <QueryContent query={query} unauthorized="signed-in-home">
        {(data) => {
          const pages = Math.max(1, Math.ceil(data.total / ISSUE_REPORTS_PAGE_SIZE));
          return (
            <>
              <IssueReportFiltersForm
                key={search.toString()}
                filters={filters}
                routes={data.rotas}
                onChange={(next) => setSearch(searchOf(next, 1))}
              />
              <IssueReportTable reports={data.relatos} filtered={filtered} />
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
    </PagePanel>
  );
}
