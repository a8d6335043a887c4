/** Formatters made so far, by locale and options. */
const formatters = new Map<string, Intl.DateTimeFormat>();
/** Formatters kept at most: a few locales and zones in practice (the runtime knows some six hundred zones). */
const MAX_FORMATTERS = 1_000;

/**
 * The date formatter of a locale and options, made once: making one costs more than formatting many dates with
 * it, and a gradebook or a list of lessons formats hundreds. Throws, as the constructor does, for a zone or
 * locale the runtime does not know.
 */
export function dateFormatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    if (formatters.size < MAX_FORMATTERS) formatters.set(key, formatter);
  }
  return formatter;
}
