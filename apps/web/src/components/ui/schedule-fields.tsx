import { useId, useState } from "react";
import { useTranslation } from "../../lib/i18n.ts";
import { fromLocalInput } from "../../lib/zoned-time.ts";
import { PlainInput } from "./field.tsx";

type Edge = "start" | "end";

/**
 * A class's 'Início' and 'Fim' as typed in the tenant's time zone, and what `check` last found wrong with them.
 * `initial` gives both in that zone's `datetime-local` form.
 */
export function useSchedule(timeZone: string, initial: () => Record<Edge, string>) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Edge, string>>>({});
  /** The schedule as instants, or null after saying beside each field what is wrong: both needed, end after start. */
  const check = () => {
    const inicio = fromLocalInput(values.start, timeZone);
    const fim = fromLocalInput(values.end, timeZone);
    const found: Partial<Record<Edge, string>> = {};
    if (inicio === null) found.start = t("classroom.assign.dateRequired");
    if (fim === null) found.end = t("classroom.assign.dateRequired");
    else if (inicio !== null && fim <= inicio) found.end = t("classroom.assign.endBeforeStart");
    setErrors(found);
    return inicio !== null && fim !== null && Object.keys(found).length === 0 ? { inicio, fim } : null;
  };
  const set = (edge: Edge) => (value: string) => setValues((current) => ({ ...current, [edge]: value }));
  return { timeZone, values, errors, set, check };
}

/** The fields of a `useSchedule`, side by side in `className`, and under them the zone they are typed in. */
export function ScheduleFields({
  schedule,
  className,
  noteClassName,
}: {
  schedule: ReturnType<typeof useSchedule>;
  className: string;
  noteClassName: string;
}) {
  const { t } = useTranslation();
  const zoneId = useId();
  return (
    <>
      <div className={className}>
        {(["start", "end"] as const).map((edge) => (
          <PlainInput
            key={edge}
            label={t(`classroom.assign.${edge}`)}
            error={schedule.errors[edge]}
            describedBy={zoneId}
            type="datetime-local"
            value={schedule.values[edge]}
            onValueChange={schedule.set(edge)}
          />
        ))}
      </div>
      <p className={noteClassName} id={zoneId}>
        {t("classroom.assign.zone", { zone: schedule.timeZone })}
      </p>
    </>
  );
}
