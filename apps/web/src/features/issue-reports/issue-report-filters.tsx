import { ISSUE_REPORT_STATUSES, type IssueReportStatus } from "@trilha/contracts/issue-reports.calls";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "../../lib/i18n.ts";
import { type IssueReportFilters, useIssueCategories } from "./api/issue-reports.api.ts";

interface IssueReportFiltersFormProps {
  filters: IssueReportFilters;
  /** Every route the platform's reports name. */
  routes: readonly string[];
  onChange: (filters: IssueReportFilters) => void;
}

/** The inbox's filters by status, category and page; applied on 'Filtrar', cleared all at once. */
export function IssueReportFiltersForm({ filters, routes, onChange }: IssueReportFiltersFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const categories = useIssueCategories();
  const [status, setStatus] = useState(filters.situacao ?? "");
  const [category, setCategory] = useState(filters.categoria === undefined ? "" : String(filters.categoria));
  const [route, setRoute] = useState(filters.rota ?? "");

  function submit(event: FormEvent) {
    event.preventDefault();
    onChange({
      situacao: status === "" ? undefined : (status as IssueReportStatus),
      categoria: category === "" ? undefined : Number(category),
      rota: route === "" ? undefined : route,
    });
  }

  function clear() {
    setStatus("");
    setCategory("");
    setRoute("");
    onChange({});
  }

  return (
    <form className="issue-reports__filters" aria-label={t("issueReports.filters")} onSubmit={submit}>
      <div className="field">
        <label htmlFor={`${id}-status`}>{t("issueReports.status")}</label>
        <select id={`${id}-status`} value={status} onChange={(event) => setStatus(event.target.value)}>
          <option value="">{t("issueReports.allStatuses")}</option>
          {ISSUE_REPORT_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`issueReports.statuses.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-category`}>{t("issueReports.category")}</label>
        <select id={`${id}-category`} value={category} onChange={(event) => setCategory(event.target.value)}>
          <option value="">{t("issueReports.allCategories")}</option>
          {categories.data?.categorias.map((item) => (
            <option key={item.id} value={item.id}>
              {item.titulo}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-route`}>{t("issueReports.columns.route")}</label>
        <select id={`${id}-route`} value={route} onChange={(event) => setRoute(event.target.value)}>
          <option value="">{t("issueReports.allRoutes")}</option>
          {routes.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </div>
      <div className="issue-reports__filter-actions">
        <button className="button button--primary" type="submit">
          {t("issueReports.applyFilters")}
        </button>
        <button className="button" type="button" onClick={clear}>
          {t("issueReports.clearFilters")}
        </button>
      </div>
    </form>
  );
}
