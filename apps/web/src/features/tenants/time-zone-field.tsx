import { timeZoneChoices } from "@trilha/contracts/rules/time-zones";
import { useMemo } from "react";
import { Field } from "../../components/ui/field.tsx";
import { useLanguage, useTranslation } from "../../lib/i18n.ts";

/** Every IANA zone this browser knows; none when it cannot tell (Brazil's are listed anyway). */
function browserZones(): readonly string[] {
  return typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
}

/** `America/Manaus (GMT-4)`: the zone's name and its offset now, so a school finds its own by either. */
function zoneLabel(zone: string, lang: string): string {
  try {
    const offset = new Intl.DateTimeFormat(lang, { timeZone: zone, timeZoneName: "shortOffset" })
      .formatToParts(new Date())
      .find((part) => part.type === "timeZoneName")?.value;
    return offset ? `${zone} (${offset})` : zone;
  } catch {
    return zone;
  }
}

interface TimeZoneFieldProps {
  value: string;
  error: string | null;
  onChange: (zone: string) => void;
}

/** 'Fuso horário': a select of Brazil's zones first, then every other zone the browser knows. */
export function TimeZoneField({ value, error, onChange }: TimeZoneFieldProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  // About 420 zones, each with its offset: worked out once per zone chosen and language.
  const groups = useMemo(() => {
    const choices = timeZoneChoices(browserZones(), value);
    const labelled = (zones: readonly string[]) =>
      zones.map((zone) => ({ zone, label: zoneLabel(zone, lang) }));
    return [
      { label: t("tenants.editor.timeZoneBrazil"), zones: labelled(choices.brazil) },
      { label: t("tenants.editor.timeZoneOthers"), zones: labelled(choices.others) },
    ];
  }, [value, lang, t]);
  return (
    <Field label={t("tenants.editor.timeZone")} hint={t("tenants.editor.timeZoneHint")} error={error}>
      {(control) => (
        <select {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          {groups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.zones.map(({ zone, label }) => (
                <option key={zone} value={zone}>
                  {label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      )}
    </Field>
  );
}
