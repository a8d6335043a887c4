import type { AuthoredAnnouncement } from "@trilha/contracts/announcements.calls";
import { AuthoringPage } from "../../components/ui/authoring-page.tsx";
import { AnnouncementEditor } from "../../features/announcements/announcement-editor.tsx";
import { AnnouncementList } from "../../features/announcements/announcement-list.tsx";
import {
  useAuthoredAnnouncements,
  useRemoveAnnouncement,
} from "../../features/announcements/api/announcements.api.ts";
import { useTranslation } from "../../lib/i18n.ts";
import "../../features/notices/notice-editor.css";
import { authoringMessages } from "./authoring-messages.ts";

/** /logado/administracao/anuncios: the announcement modals, written by the platform's administrators. */
export default function AnnouncementsAdminPage() {
  const { t } = useTranslation();
  const remove = useRemoveAnnouncement();
  return (
    <AuthoringPage<AuthoredAnnouncement, ReturnType<typeof useAuthoredAnnouncements>["data"] & object>
      {...authoringMessages(t, "announcements")}
      query={useAuthoredAnnouncements()}
      editor={(announcement, _data, done) => <AnnouncementEditor announcement={announcement} onDone={done} />}
      list={(data, actions) => (
        <AnnouncementList announcements={data.anuncios} onEdit={actions.edit} onRemove={actions.remove} />
      )}
      remove={(announcement) => remove.mutateAsync({ chave: announcement.chave })}
    />
  );
}
