import type { AuthoredAnnouncement } from "@trilha/contracts/announcements.calls";
import { useRef, useState } from "react";
import { FormOutcome, type Outcome } from "../../components/ui/form-outcome.tsx";
import { QueryContent } from "../../components/ui/query-content.tsx";
import { AnnouncementEditor } from "../../features/announcements/announcement-editor.tsx";
import { AnnouncementList } from "../../features/announcements/announcement-list.tsx";
import {
  useAuthoredAnnouncements,
  useRemoveAnnouncement,
} from "../../features/announcements/api/announcements.api.ts";
import { errorMessage } from "../../lib/api-client.ts";
import { useTranslation } from "../../lib/i18n.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import "../../features/notices/notice-editor.css";

/** /logado/administracao/anuncios: the announcement modals, written by the platform's administrators. */
export function AnnouncementsAdminPage() {
  const { t } = useTranslation();
  const query = useAuthoredAnnouncements();
  const remove = useRemoveAnnouncement();
  const [editing, setEditing] = useState<AuthoredAnnouncement | "new" | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  useDocumentTitle(t("announcements.editor.title"));

  const finish = (message: string | null) => {
    setEditing(null);
    setOutcome(message ? { kind: "success", message } : null);
    newButton.current?.focus();
  };

  return (
    <section className="panel">
      <h1>{t("announcements.editor.title")}</h1>
      <p className="muted">{t("announcements.editor.intro")}</p>
      <QueryContent query={query} unauthorized="signed-in-home">
        {(data) =>
          editing ? (
            <AnnouncementEditor
              announcement={editing === "new" ? undefined : editing}
              onDone={(saved) => finish(saved ? t("announcements.editor.saved") : null)}
            />
          ) : (
            <>
              <div className="notice-editor__actions">
                <button
                  ref={newButton}
                  className="button button--primary"
                  type="button"
                  onClick={() => {
                    setOutcome(null);
                    setEditing("new");
                  }}
                >
                  {t("announcements.editor.new")}
                </button>
                <FormOutcome outcome={outcome} statusClassName="notice-editor__status" />
              </div>
              <AnnouncementList
                announcements={data.anuncios}
                onEdit={(announcement) => {
                  setOutcome(null);
                  setEditing(announcement);
                }}
                onRemove={(announcement) =>
                  remove.mutate(
                    { chave: announcement.chave },
                    {
                      onSuccess: () => finish(t("announcements.editor.removed")),
                      onError: (error) =>
                        setOutcome({ kind: "error", message: errorMessage(error, () => t("api.generic")) }),
                    },
                  )
                }
              />
            </>
          )
        }
      </QueryContent>
    </section>
  );
}
