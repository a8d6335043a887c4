import { useId, useState } from "react";
import { FormOutcome, useFormAction } from "../../components/ui/form-outcome.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { saveFile } from "../../lib/save-file.ts";
import { downloadGradebook, type GradebookFilter } from "./api/gradebook.api.ts";

type ExportFormat = "csv" | "xlsx";

/** 'Exportar notas': the period's gradebook as CSV or XLSX. */
export function GradebookExport({ filter }: { filter: GradebookFilter }) {
  const { t } = useTranslation();
  const formatId = useId();
  const [format, setFormat] = useState<ExportFormat>("xlsx");
  const { outcome, pending: busy, run, succeeded } = useFormAction();

  const exportGrades = () =>
    run(
      () => downloadGradebook(filter, format),
      (file) => {
        saveFile(file.blob, file.fileName ?? `notas.${format}`);
        succeeded(t("gradebook.export.done"));
      },
    );

  return (
    <div className="gradebook__export">
      <div className="field">
        <label htmlFor={formatId}>{t("gradebook.export.format")}</label>
        <select
          id={formatId}
          value={format}
          onChange={(event) => setFormat(event.target.value as ExportFormat)}
        >
          <option value="xlsx">{t("gradebook.export.xlsx")}</option>
          <option value="csv">{t("gradebook.export.csv")}</option>
        </select>
      </div>
      <button
        className="button"
        type="button"
        aria-disabled={busy || undefined}
        onClick={() => void exportGrades()}
      >
        {t("gradebook.export.button")}
      </button>
      <FormOutcome
        outcome={outcome}
        statusClassName="gradebook__export-status"
        progress={busy ? t("gradebook.export.preparing") : null}
      />
    </div>
  );
}
