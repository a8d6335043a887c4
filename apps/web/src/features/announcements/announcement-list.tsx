import type { AuthoredAnnouncement } from "@trilha/contracts/announcements.calls";
import { useState } from "react";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
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
  const [removing, setRemoving] = useState<AuthoredAnnouncement | null>(null);
  if (announcements.length === 0) return <EmptyState>{t("announcements.editor.empty")}</EmptyState>;
  const format = new Intl.DateTimeFormat(htmlLang(lang), { dateStyle: "short", timeStyle: "short" });
  return (
    <>
      <ul className="notice-list">
        {announcements.map((announcement) => (
          <li key={announcement.chave} className="notice-list__item">
            <h2 className="announcement-list__title">{announcement.titulo}</h2>
            <p>{announcement.texto}</p>
            <dl className="notice-list__facts">
              <div>
                <dt>{t("announcements.editor.kind")}</dt>
                <dd>{t(`announcements.editor.kinds.${announcement.tipo}`)}</dd>
              </div>
              <div>
                <dt>{t("announcements.editor.audience")}</dt>
                <dd>{t(`announcements.editor.audiences.${announcement.publico}`)}</dd>
              </div>
              <div>
                <dt>{t("announcements.editor.deadline")}</dt>
                <dd>{format.format(new Date(announcement.prazo))}</dd>
              </div>
            </dl>
            <div className="notice-list__actions">
              <button
                type="button"
                className="button"
                aria-label={`${t("announcements.editor.edit")}: ${announcement.titulo}`}
                onClick={() => onEdit(announcement)}
              >
                {t("announcements.editor.edit")}
              </button>
              <button
                type="button"
                className="button"
                aria-label={`${t("announcements.editor.remove")}: ${announcement.titulo}`}
                onClick={() => setRemoving(announcement)}
              >
                {t("announcements.editor.remove")}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {removing ? (
        <ConfirmDialog
          title={t("announcements.editor.remove")}
          confirmLabel={t("announcements.editor.remove")}
          cancelLabel={t("announcements.editor.cancel")}
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            onRemove(removing);
            setRemoving(null);
          }}
        >
          <p>{t("announcements.editor.confirmRemove")}</p>
          <p>
            <strong>{removing.titulo}</strong>
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
