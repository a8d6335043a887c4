import { NavLink } from "react-router";
import { type MessageKey, useTranslation } from "../../lib/i18n.ts";

export interface NavEntry {
  readonly to: string;
  readonly label: MessageKey;
  /** Active only on this exact path, not below it. */
  readonly end?: boolean;
}

/** One list item: a link, or links that share an item (they stay together when the list wraps). */
export type NavItem = NavEntry | readonly NavEntry[];

/**
 * The one nav of the area layouts. An area lists its entries as data; an entry the caller may not see is left
 * out with `false` or `null`, so each layout reads as the spec's list of its links.
 */
export function AreaNav({
  label,
  items,
  className = "site-nav",
}: {
  label: MessageKey;
  items: readonly (NavItem | false | null)[];
  /** `site-nav` in the header; `area-sections` for the row of the area's sections above a page on a phone. */
  className?: string;
}) {
  const { t } = useTranslation();
  const shown = items.filter((item): item is NavItem => item !== false && item !== null);
  return (
    <nav className={className} aria-label={t(label)}>
      <ul>
        {shown.map((item) => {
          const entries: readonly NavEntry[] = Array.isArray(item) ? item : [item as NavEntry];
          return (
            <li key={entries.map((entry) => entry.to).join(" ")}>
              {entries.map((entry) => (
                <NavLink key={entry.to} to={entry.to} end={entry.end}>
                  {t(entry.label)}
                </NavLink>
              ))}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
