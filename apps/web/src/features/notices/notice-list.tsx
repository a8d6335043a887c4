import type { AuthoredNotice } from "@trilha/contracts/notices.calls";
import { useId } from "react";
import { EditRemoveActions } from "../../components/ui/edit-remove-actions.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { FactList } from "../../components/ui/fact-list.tsx";
import { htmlLang, useLanguage, useTranslation } from "../../lib/i18n.ts";
import { NoticeBannerBody } from "./notice-banner-body.tsx";
import "./notice-banners.css";

interface NoticeListProps {
  notices: readonly AuthoredNotice[];
  schools: readonly { id: number; nome: string }[];
  onEdit: (notice: AuthoredNotice) => void;
  onRemove: (notice: AuthoredNotice) => void;
}

/** The platform's notices for their editors, each as its banner with where, when and for whom it shows. */
export function NoticeList({ notices, schools, onEdit, onRemove }: NoticeListProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const id = useId();
  if (notices.length === 0) return <EmptyState>{t("notices.editor.empty")}</EmptyState>;
  const format = (iso: string) =>
    new Intl.DateTimeFormat(htmlLang(lang), { dateStyle: "short", timeStyle: "short" }).format(new Date(iso));
  const period = (notice: AuthoredNotice) => {
    const { data_inicio: start, data_termino: end } = notice;
    if (start && end) return t("notices.editor.period", { start: format(start), end: format(end) });
    if (start) return t("notices.editor.from", { start: format(start) });
    if (end) return t("notices.editor.until", { end: format(end) });
    return null;
  };
  const schoolName = new Map(schools.map((school) => [school.id, school.nome]));
  return (
    <ul className="notice-list">
      {notices.map((notice, index) => {
        const targets = [
          ...notice.clientes.map((client) => schoolName.get(client) ?? String(client)),
          ...notice.usuarios.map((person) => `${person.nome} (${person.usuario})`),
        ];
        const headingId = `${id}-${index}`;
        return (
          <li key={notice.id} className="notice-list__item" aria-labelledby={headingId}>
            <div className={`notice-banner notice-banner--${notice.tipo}`}>
              <NoticeBannerBody
                notice={{
                  id: notice.id,
                  status: notice.ativo ? "1" : "0",
                  tipo: notice.tipo,
                  mensagem: notice.mensagem,
                  link_url: notice.link_url,
                  link_texto: notice.link_texto,
                }}
                messageId={headingId}
              />
            </div>
            <FactList
              className="notice-list__facts"
              facts={[
                [
                  t("notices.editor.state"),
                  t(notice.ativo ? "notices.editor.active" : "notices.editor.inactive"),
                ],
                [
                  t("notices.editor.routes"),
                  notice.rota.length > 0 ? notice.rota.join(", ") : t("notices.editor.everyPage"),
                ],
                [t("notices.editor.when"), period(notice)],
                [
                  t("notices.editor.people"),
                  targets.length > 0 ? targets.join(", ") : t("notices.editor.everyone"),
                ],
              ]}
            />
            <EditRemoveActions
              editLabel={t("notices.editor.edit")}
              removeLabel={t("notices.editor.remove")}
              cancelLabel={t("notices.editor.cancel")}
              confirmMessage={t("notices.editor.confirmRemove")}
              describedBy={headingId}
              onEdit={() => onEdit(notice)}
              onRemove={() => onRemove(notice)}
            />
          </li>
        );
      })}
    </ul>
  );
}
