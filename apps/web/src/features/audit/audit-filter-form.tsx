import { AUDIT_EVENT_TYPES, type AuditEventType } from "@trilha/contracts/audit.calls";
import { LOGIN_MAX_LENGTH } from "@trilha/contracts/limits";
import { type FormEvent, useId, useState } from "react";
import { SelectField } from "../../components/ui/select-field.tsx";
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
        options={[
          { value: "", label: t("audit.allTypes") },
          ...AUDIT_EVENT_TYPES.map((type) => ({ value: type, label: t(`audit.events.${type}`) })),
        ]}
      />
      <div className="field audit-filters__field">
        <label htmlFor={`${id}-user`}>{t("audit.filterUser")}</label>
        <input
          id={`${id}-user`}
          type="search"
          autoComplete="off"
          maxLength={LOGIN_MAX_LENGTH}
          value={values.usuario}
          onChange={(event) => set("usuario")(event.target.value)}
        />
      </div>
      <div className="field audit-filters__field">
        <label htmlFor={`${id}-from`}>{t("audit.filterFrom")}</label>
        <input
          id={`${id}-from`}
          type="date"
          value={values.de}
          onChange={(event) => set("de")(event.target.value)}
        />
      </div>
      <div className="field audit-filters__field">
        <label htmlFor={`${id}-until`}>{t("audit.filterUntil")}</label>
        <input
          id={`${id}-until`}
          type="date"
          value={values.ate}
          aria-invalid={backward || undefined}
          aria-describedby={backward ? `${id}-until-error` : undefined}
          onChange={(event) => set("ate")(event.target.value)}
        />
        {backward ? (
          <p className="audit-filters__error" id={`${id}-until-error`}>
            {t("audit.badRange")}
          </p>
        ) : null}
      </div>
      <div className="audit-filters__actions">
        <button className="button button--primary" type="submit">
          {t("audit.apply")}
        </button>
        <button className="button" type="button" onClick={clear}>
          {t("audit.clear")}
        </button>
      </div>
    </form>
  );
}
