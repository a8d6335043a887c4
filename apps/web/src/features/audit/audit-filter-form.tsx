import { AUDIT_EVENT_TYPES, type AuditEventType } from "@trilha/contracts/audit.calls";
import { LOGIN_MAX_LENGTH } from "@trilha/contracts/limits";
import { type FormEvent, useId, useState } from "react";
import { PlainInput } from "../../components/ui/field.tsx";
import { SelectField } from "../../components/ui/select-field.tsx";
import { SubmitCancel } from "../../components/ui/submit-cancel.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { type AuditFilterValues, isBackwardRange, NO_FILTERS } from "./audit-filters.ts";

interface AuditFilterFormProps {
  onApply: (values: AuditFilterValues) => void;
}

/** Event, user and day range; applied together with 'Filtrar', so the list does not reload on each key. */
export function AuditFilterForm({ onApply }: AuditFilterFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<AuditFilterValues>(NO_FILTERS);
  const [backward, setBackward] = useState(false);
  const set = (field: keyof AuditFilterValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const wrong = isBackwardRange(values);
    setBackward(wrong);
    if (!wrong) onApply(values);
  }

  function clear() {
    setValues(NO_FILTERS);
    setBackward(false);
    onApply(NO_FILTERS);
  }

  return (
    <form className="audit-filters" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="audit-filters__title">
        {t("audit.filters")}
      </h2>
      <SelectField<AuditEventType | "">
        fieldClassName="audit-filters__field audit-filters__field--event"
        label={t("audit.filterType")}
        value={values.tipo}
        onValueChange={set("tipo")}
        emptyLabel={t("audit.allTypes")}
        options={AUDIT_EVENT_TYPES.map((type) => ({ value: type, label: t(`audit.events.${type}`) }))}
      />
      <PlainInput
        label={t("audit.filterUser")}
        className="audit-filters__field"
        type="search"
        autoComplete="off"
        maxLength={LOGIN_MAX_LENGTH}
        value={values.usuario}
        onValueChange={set("usuario")}
      />
      <PlainInput
        label={t("audit.filterFrom")}
        className="audit-filters__field"
        type="date"
        value={values.de}
        onValueChange={set("de")}
      />
      <PlainInput
        label={t("audit.filterUntil")}
        className="audit-filters__field"
        error={backward ? t("audit.badRange") : null}
        type="date"
        value={values.ate}
        onValueChange={set("ate")}
      />
      <SubmitCancel
        className="audit-filters__actions"
        submitLabel={t("audit.apply")}
        cancelLabel={t("audit.clear")}
        onCancel={clear}
      />
    </form>
  );
}
