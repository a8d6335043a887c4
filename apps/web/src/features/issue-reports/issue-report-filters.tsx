import type { IssueReportStatus } from "@trilha/contracts/issue-reports.calls";
import { type FormEvent, useState } from "react";
import { optionsOf, SelectField } from "../../components/ui/select-field.tsx";
import { SubmitCancel } from "../../components/ui/submit-cancel.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { type IssueReportFilters, useIssueCategories } from "./api/issue-reports.api.ts";
import { statusOptions } from "./status-options.ts";

interface IssueReportFiltersFormProps {
  filters: IssueReportFilters;
  /** Every route the platform's reports name. */
  routes: readonly string[];
  onChange: (filters: IssueReportFilters) => void;
}

/** The inbox's filters by status, category and page; applied on 'Filtrar', cleared all at once. */
export function IssueReportFiltersForm({ filters, routes, onChange }: IssueReportFiltersFormProps) {
  const { t } = useTranslation();
  const categories = useIssueCategories();
  const [status, setStatus] = useState<string>(filters.situacao ?? "");
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
      <SelectField
        label={t("issueReports.status")}
        value={status}
        onValueChange={setStatus}
        emptyLabel={t("issueReports.allStatuses")}
        options={statusOptions(t)}
      />
      <SelectField
        label={t("issueReports.category")}
        value={category}
        onValueChange={setCategory}
        emptyLabel={t("issueReports.allCategories")}
        options={(categories.data?.categorias ?? []).map((item) => ({
          value: String(item.id),
          label: item.titulo,
        }))}
      />
      <SelectField
        label={t("issueReports.columns.route")}
        value={route}
        onValueChange={setRoute}
        emptyLabel={t("issueReports.allRoutes")}
        options={optionsOf(routes, (route) => route)}
      />
      <SubmitCancel
        className="issue-reports__filter-actions"
        submitLabel={t("issueReports.applyFilters")}
        cancelLabel={t("issueReports.clearFilters")}
        onCancel={clear}
      />
    </form>
  );
}
