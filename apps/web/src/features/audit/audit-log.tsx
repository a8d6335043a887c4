import type { AuditEntry, AuditPerson } from "@trilha/contracts/audit.calls";
import { useState } from "react";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { QueryContent } from "../../components/ui/query-content.tsx";
import { ScrollTable } from "../../components/ui/scroll-table.tsx";
import { useLanguage, useTranslation } from "../../lib/i18n.ts";
import { useAuditList } from "./api/audit.api.ts";
import { describeDetails } from "./audit-details.ts";
import { AuditFilterForm } from "./audit-filter-form.tsx";
import { type AuditFilterValues, hasFilters, NO_FILTERS } from "./audit-filters.ts";
import { UndoChange } from "./undo-change.tsx";
import "./audit.css";
import { LoadMoreButton } from "../../components/ui/load-more-button.tsx";

/** Issue 5 §5: the data scope's security events for platform administrators, newest first, a page at a time. */
export function AuditLog() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<AuditFilterValues>(NO_FILTERS);
  const query = useAuditList(filters);

  return (
    <>
      <AuditFilterForm onApply={setFilters} />
      <QueryContent query={query} unauthorized="signed-in-home">
        {(data) => {
          const events = data.pages.flatMap((page) => page.eventos);
          if (events.length === 0) {
            return <EmptyState>{t(hasFilters(filters) ? "audit.emptyFiltered" : "audit.empty")}</EmptyState>;
          }
          return (
            <>
              <AuditTable events={events} />
              <LoadMoreButton query={query} label={t("audit.more")} paragraph="audit-log__more" />
            </>
          );
        }}
      </QueryContent>
    </>
  );
}

function AuditTable({ events }: { events: AuditEntry[] }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const when = new Intl.DateTimeFormat(lang, { dateStyle: "short", timeStyle: "medium" });
  // Each cell names its column: below the 800 px breakpoint every row is a card of labelled lines.
  const label = {
    date: t("audit.columns.date"),
    event: t("audit.columns.event"),
    actor: t("audit.columns.actor"),
    subject: t("audit.columns.subject"),
    ip: t("audit.columns.ip"),
    details: t("audit.columns.details"),
  };
  const person = (who: AuditPerson | null) => {
    if (!who) return <span className="muted">—</span>;
    if (who.usuario === null) return t("audit.removedUser", { id: String(who.id) });
    return (
      <>
        {who.nome} <span className="muted">({who.usuario})</span>
      </>
    );
  };
  return (
    <ScrollTable caption={t("audit.caption")} className="audit-log__table" columns={Object.values(label)}>
      {events.map((event) => (
        <tr key={event.id}>
          <td data-label={label.date}>
            <time dateTime={event.data}>{when.format(new Date(event.data))}</time>
          </td>
          <th
            scope="row"
            data-label={label.event}
            className={event.tipo.endsWith("failed") ? "audit-log__refused" : undefined}
          >
            {t(`audit.events.${event.tipo}`)}
          </th>
          <td data-label={label.actor}>{person(event.ator)}</td>
          <td data-label={label.subject}>{person(event.sujeito)}</td>
          <td data-label={label.ip}>{event.ip ?? <span className="muted">—</span>}</td>
          <td data-label={label.details} className="audit-log__details">
            {describeDetails(t, event.detalhes, (iso) => when.format(new Date(iso)))}
            <UndoChange event={event} />
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}
