import {
  GRADING_PERIODS_MAX,
  gradingPeriodKind,
  gradingPeriodsProblem,
} from "@trilha/contracts/rules/grading-periods";
import { type FormEvent, useId, useState } from "react";
import { PlainInput } from "../../components/ui/field.tsx";
import { FormOutcome, useOutcome } from "../../components/ui/form-outcome.tsx";
import { QueryContent } from "../../components/ui/query-content.tsx";
import { SelectField } from "../../components/ui/select-field.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { useGradingPeriodList, useSaveGradingPeriods } from "./api/grading-periods.api.ts";
import "./grading-periods.css";

interface Draft {
  /** A stable key while rows are added and removed. */
  key: number;
  inicio: string;
  fim: string;
}

/**
 * 'Períodos letivos': the dates of a school year's grading periods (bimestres by default), which the gradebook
 * and its exports filter by. A platform administrator sets them for the platform in use, a year at a time.
 */
export function GradingPeriodsEditor() {
  const { t } = useTranslation();
  const id = useId();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const query = useGradingPeriodList(year);
  return (
    <section className="grading-periods" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("gradingPeriods.title")}</h2>
      <p className="muted">{t("gradingPeriods.intro")}</p>
      <SelectField
        label={t("gradingPeriods.year")}
        value={String(year)}
        onValueChange={(value) => setYear(Number(value))}
        options={[thisYear - 1, thisYear, thisYear + 1].map((value) => ({
          value: String(value),
          label: String(value),
        }))}
      />
      <QueryContent query={query} unauthorized="sign-out">
        {(data) => (
          <PeriodsForm
            // Another year starts the form again from what the server holds; a save keeps it and its outcome.
            key={data.ano}
            year={data.ano}
            timeZone={data.fuso_horario}
            custom={data.personalizados}
            periods={data.periodos}
          />
        )}
      </QueryContent>
    </section>
  );
}

function PeriodsForm({
  year,
  timeZone,
  custom,
  periods,
}: {
  year: number;
  timeZone: string;
  custom: boolean;
  periods: readonly { inicio: string; fim: string }[];
}) {
  const { t } = useTranslation();
  const save = useSaveGradingPeriods();
  const { outcome, setOutcome, succeeded, failed } = useOutcome();
  const [rows, setRows] = useState<Draft[]>(() => periods.map((period, key) => ({ key, ...period })));
  const [nextKey, setNextKey] = useState(periods.length);

  function change(key: number, field: "inicio" | "fim", value: string) {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const periodos = rows.map(({ inicio, fim }) => ({ inicio, fim }));
    const problem = gradingPeriodsProblem(year, periodos);
    if (problem) {
      setOutcome({ kind: "error", message: t(`gradingPeriods.problems.${problem}`, { ano: year }) });
      return;
    }
    setOutcome(null);
    save.mutate(
      { ano: year, periodos },
      { onSuccess: () => succeeded(t("gradingPeriods.saved", { ano: year })), onError: failed },
    );
  }

  return (
    <form className="grading-periods__form" onSubmit={submit} noValidate>
      <p className="muted">
        {t(custom ? "gradingPeriods.custom" : "gradingPeriods.default")}{" "}
        {t("gradingPeriods.timeZone", { timeZone })}
      </p>
      <ol className="grading-periods__list">
        {rows.map((row, index) => {
          const name = t(`gradingPeriods.names.${gradingPeriodKind(rows.length)}`, { n: index + 1 });
          return (
            <li key={row.key} className="grading-periods__row">
              <fieldset>
                <legend>{name}</legend>
                <DateField
                  label={t("gradingPeriods.start")}
                  value={row.inicio}
                  onValueChange={(v) => change(row.key, "inicio", v)}
                />
                <DateField
                  label={t("gradingPeriods.end")}
                  value={row.fim}
                  onValueChange={(v) => change(row.key, "fim", v)}
                />
                {rows.length > 1 ? (
                  <button
                    className="button"
                    type="button"
                    onClick={() => setRows((current) => current.filter((item) => item.key !== row.key))}
                  >
                    {t("gradingPeriods.remove")}
                    <span className="visually-hidden"> {name}</span>
                  </button>
                ) : null}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="grading-periods__actions">
        {rows.length < GRADING_PERIODS_MAX ? (
          <button
            className="button"
            type="button"
            onClick={() => {
              setRows((current) => [...current, { key: nextKey, inicio: "", fim: "" }]);
              setNextKey(nextKey + 1);
            }}
          >
            {t("gradingPeriods.add")}
          </button>
        ) : null}
        <button className="button button--primary" type="submit" aria-disabled={save.isPending || undefined}>
          {t("gradingPeriods.save")}
        </button>
      </div>
      <FormOutcome outcome={outcome} />
    </form>
  );
}

/** A period's start or end: a day, required. */
function DateField(props: { label: string; value: string; onValueChange: (value: string) => void }) {
  return <PlainInput type="date" required {...props} />;
}
