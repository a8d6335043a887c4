import type { Announcement } from "@trilha/contracts/announcements.calls";
import { isAnnouncementDue } from "@trilha/contracts/rules/announcements";
import { useEffect, useState } from "react";
import { ModalDialog } from "../../components/ui/modal-dialog.tsx";
import { useDataSaving } from "../../lib/data-saving.ts";
import { useLanguage, useTranslation } from "../../lib/i18n.ts";
import { readAnnouncementKeys, recordAnnouncementRead } from "./announcement-reads.ts";
import { useServerDate, useUserAnnouncements } from "./api/announcements.api.ts";
import "./announcement-modals.css";

/**
 * The announcement modals (spec §2: the new student panel video, the live invitation), one after the other,
 * never stacked. Each shows once: unread, and before its deadline compared with the server's time
 * (dataservidor), never the browser's clock. The server already left out what this user's audience may not see.
 */
export function AnnouncementModals({ userId }: { userId: number }) {
  const announcements = useUserAnnouncements();
  const clock = useServerDate();
  const [queue, setQueue] = useState<Announcement[] | null>(null);

  const list = announcements.data?.anuncios;
  const now = clock.data?.data;
  useEffect(() => {
    // Decided once, when both answers are in: a later refetch must not bring back what was just closed.
    if (queue !== null || list === undefined || now === undefined) return;
    const read = readAnnouncementKeys(
      list.map((announcement) => announcement.chave),
      userId,
    );
    setQueue(list.filter((announcement) => isAnnouncementDue(announcement, now, read)));
  }, [queue, list, now, userId]);

  const current = queue?.[0];
  useEffect(() => {
    // "Shown once": recorded on showing, so a reload while it is open does not show it again.
    if (current) recordAnnouncementRead(current.chave, userId, new Date());
  }, [current, userId]);

  if (!current) return null;
  return (
    <AnnouncementModal
      key={current.chave}
      announcement={current}
      onClose={() => setQueue((items) => items?.slice(1) ?? null)}
    />
  );
}

/** One announcement as people see it: the modal, and the editors' preview of it. */
export function AnnouncementModal({
  announcement,
  onClose,
}: {
  announcement: Announcement;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const saving = useDataSaving();
  const link = announcement.link_url ? (
    <p>
      <a href={announcement.link_url}>
        {announcement.link_texto?.trim() ||
          t(announcement.tipo === "video" ? "announcements.watchVideo" : "announcements.openInvitation")}
      </a>
    </p>
  ) : null;
  return (
    <ModalDialog title={announcement.titulo} onClose={onClose} className="announcement">
      <p>{announcement.texto}</p>
      {announcement.tipo === "video" && announcement.midia_url ? (
        // biome-ignore lint/a11y/useMediaCaption: the track is there whenever the announcement has captions
        <video
          className="announcement__video"
          controls
          // Saving data, not even the first frame and length load until the person presses play.
          preload={saving ? "none" : "metadata"}
          src={announcement.midia_url}
        >
          {announcement.legenda_url ? (
            <track
              kind="captions"
              src={announcement.legenda_url}
              srcLang={lang}
              label={t("announcements.captions")}
              default
            />
          ) : null}
        </video>
      ) : null}
      {link}
      <div className="announcement__actions">
        <button type="button" className="button button--primary" onClick={onClose}>
          {t("common.understood")}
        </button>
      </div>
    </ModalDialog>
  );
}
