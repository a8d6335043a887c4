import type { AuthoredAnnouncement } from "@trilha/contracts/announcements.calls";
import { EditRemoveActions } from "../../components/ui/edit-remove-actions.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { FactList } from "../../components/ui/fact-list.tsx";
import { htmlLang, useLanguage, useTranslation } from "../../lib/i18n.ts";

interface AnnouncementListProps {
  announcements: readonly AuthoredAnnouncement[];
  onEdit: (announcement: AuthoredAnnouncement) => void;
  onRemove: (announcement: AuthoredAnnouncement) => void;
}

/** The platform's announcements for their editors: title, kind, audience and deadline of each. */
export function AnnouncementList({ announcements, onEdit, onRemove }: AnnouncementListProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  if (announcements.length === 0) return <EmptyState>{t("announcements.editor.empty")}</EmptyState>;
  const format = new Intl.DateTimeFormat(htmlLang(lang), { dateStyle: "short", timeStyle: "short" });
  return (
    <ul className="notice-list">
      {announcements.map((announcement) => (
        <li key={announcement.chave} className="notice-list__item">
          <h2 className="announcement-list__title">{announcement.titulo}</h2>
          <p>{announcement.texto}</p>
          <FactList
            className="notice-list__facts"
            facts={[
              [t("announcements.editor.kind"), t(`announcements.editor.kinds.${announcement.tipo}`)],
              [
                t("announcements.editor.audience"),
                t(`announcements.editor.audiences.${announcement.publico}`),
              ],
              [t("announcements.editor.deadline"), format.format(new Date(announcement.prazo))],
            ]}
          />
          <EditRemoveActions
            editLabel={t("announcements.editor.edit")}
            removeLabel={t("announcements.editor.remove")}
            cancelLabel={t("announcements.editor.cancel")}
            confirmMessage={t("announcements.editor.confirmRemove")}
            itemName={announcement.titulo}
            onEdit={() => onEdit(announcement)}
            onRemove={() => onRemove(announcement)}
          />
        </li>
      ))}
    </ul>
  );
}
