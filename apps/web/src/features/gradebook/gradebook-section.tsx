import { CURRENT_PERIOD } from "@trilha/contracts/deliveries.calls";
import type { GradingPeriod } from "@trilha/contracts/rules/grading-periods";
import { gradingPeriodKind, localDate, periodOf } from "@trilha/contracts/rules/grading-periods";
import { useId, useState } from "react";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { QueryContent } from "../../components/ui/query-content.tsx";
import { useLanguage, useTranslation } from "../../lib/i18n.ts";
import { useWideScreen } from "../../lib/use-wide-screen.ts";
import { formatCalendarDate } from "../../lib/zoned-time.ts";
import { type GradebookFilter, useGradebook } from "./api/gradebook.api.ts";
import { DeliveryDialog } from "./delivery-dialog.tsx";
import { GradebookExport } from "./gradebook-export.tsx";
import {
  GradebookByAssignment,
  GradebookByStudent,
  GradebookTable,
  type OpenedCell,
} from "./gradebook-views.tsx";
import "./gradebook.css";

interface GradebookSectionProps {
  classId: number;
  year: number;
  periods: readonly GradingPeriod[];
  timeZone: string;
}

type NarrowView = "students" | "assignments";

/** 'Notas': the class's gradebook for a grading period, its cells opening each delivery, and its export. */
export function GradebookSection({ classId, year, periods, timeZone }: GradebookSectionProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const wide = useWideScreen();
  const periodId = useId();
  // Until a period is chosen the gradebook is today's period's, as the class page asked for it ahead.
  const [period, setPeriod] = useState<GradebookFilter["period"]>(CURRENT_PERIOD);
  const shownPeriod = period === CURRENT_PERIOD ? periodOf(localDate(new Date(), timeZone), periods) : period;
  const [view, setView] = useState<NarrowView>("students");
  const [opened, setOpened] = useState<OpenedCell | null>(null);
  const filter = { classId, year, period };
  const query = useGradebook(filter);

  return (
    <section className="gradebook" aria-labelledby="gradebook-title">
      <h2 id="gradebook-title">{t("gradebook.title")}</h2>
      <div className="gradebook__toolbar">
        <div className="field gradebook__period">
          <label htmlFor={periodId}>{t("gradebook.period")}</label>
          <select
            id={periodId}
            value={shownPeriod ?? ""}
            onChange={(event) => setPeriod(event.target.value === "" ? null : Number(event.target.value))}
          >
            <option value="">{t("gradebook.wholeYear", { year })}</option>
            {periods.map((item) => (
              <option key={item.numero} value={item.numero}>
                {t("gradebook.periodOption", {
                  name: t(`gradingPeriods.names.${gradingPeriodKind(periods.length)}`, { n: item.numero }),
                  from: formatCalendarDate(item.inicio, lang),
                  to: formatCalendarDate(item.fim, lang),
                })}
              </option>
            ))}
          </select>
        </div>
        <GradebookExport filter={filter} />
      </div>
      <QueryContent query={query} unauthorized="sign-out" sliced>
        {(book) => {
          if (book.alunos.length === 0) return <EmptyState>{t("gradebook.noStudents")}</EmptyState>;
          if (book.atribuicoes.length === 0) return <EmptyState>{t("gradebook.noAssignments")}</EmptyState>;
          if (wide) return <GradebookTable book={book} onOpen={setOpened} />;
          return (
            <>
              <fieldset className="gradebook__views">
                <legend>{t("gradebook.viewBy")}</legend>
                {(["students", "assignments"] as const).map((option) => (
                  <label key={option} className="gradebook__view-option">
                    <input
                      type="radio"
                      name="gradebook-view"
                      value={option}
                      checked={view === option}
                      onChange={() => setView(option)}
                    />
                    {t(option === "students" ? "gradebook.byStudent" : "gradebook.byAssignment")}
                  </label>
                ))}
              </fieldset>
              {view === "students" ? (
                <GradebookByStudent book={book} onOpen={setOpened} />
              ) : (
                <GradebookByAssignment book={book} onOpen={setOpened} />
              )}
            </>
          );
        }}
      </QueryContent>
      {opened ? (
        <DeliveryDialog
          opened={opened}
          students={query.data?.alunos ?? [opened.student]}
          onOpen={setOpened}
          onClose={() => setOpened(null)}
        />
      ) : null}
    </section>
  );
}
