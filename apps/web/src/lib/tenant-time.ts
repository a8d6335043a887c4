import { useMemo } from "react";
import { htmlLang, useLanguage } from "./i18n.ts";

export interface TenantTimeFormat {
  /** Date and time, short: 12/03/2026 14:30. */
  dateTime: (iso: string) => string;
  /** The time of day alone: 14:30. */
  time: (iso: string) => string;
}

function formatter(lang: string, timeZone: string, options: Intl.DateTimeFormatOptions) {
  try {
    return new Intl.DateTimeFormat(lang, { ...options, timeZone });
  } catch {
    // A zone this browser does not know: its own zone rather than no date at all.
    return new Intl.DateTimeFormat(lang, options);
  }
}

/**
 * Instants the server keeps in UTC, shown in the tenant's time zone (the one the server names with the data),
 * so a due date reads the same for every student of the school wherever their device is set.
 */
export function useTenantTime(timeZone: string): TenantTimeFormat {
  const lang = htmlLang(useLanguage());
  return useMemo(() => {
    const dateTime = formatter(lang, timeZone, { dateStyle: "short", timeStyle: "short" });
    const time = formatter(lang, timeZone, { timeStyle: "short" });
    return {
      dateTime: (iso) => dateTime.format(new Date(iso)),
      time: (iso) => time.format(new Date(iso)),
    };
  }, [lang, timeZone]);
}
