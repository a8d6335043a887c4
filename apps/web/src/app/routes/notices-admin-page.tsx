import type { AuthoredNotice } from "@trilha/contracts/notices.calls";
import { useRef, useState } from "react";
import { FormOutcome, type Outcome } from "../../components/ui/form-outcome.tsx";
import { QueryContent } from "../../components/ui/query-content.tsx";
import { useAuthoredNotices, useRemoveNotice } from "../../features/notices/api/notices.api.ts";
import { NoticeEditor } from "../../features/notices/notice-editor.tsx";
import { NoticeList } from "../../features/notices/notice-list.tsx";
import { errorMessage } from "../../lib/api-client.ts";
import { useTranslation } from "../../lib/i18n.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import "../../features/notices/notice-editor.css";

/**
 * /logado/administracao/avisos: the notices mensagens.json serves, written here by the platform's
 * administrators, with the banner as people will see it.
 */
export function NoticesAdminPage() {
  const { t } = useTranslation();
  const query = useAuthoredNotices();
  const remove = useRemoveNotice();
  const [editing, setEditing] = useState<AuthoredNotice | "new" | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  useDocumentTitle(t("notices.editor.title"));

  const finish = (message: string | null) => {
    setEditing(null);
    setOutcome(message ? { kind: "success", message } : null);
    newButton.current?.focus();
  };

  return (
    <section className="panel">
      <h1>{t("notices.editor.title")}</h1>
      <p className="muted">{t("notices.editor.intro")}</p>
      <QueryContent query={query} unauthorized="signed-in-home">
        {(data) =>
          editing ? (
            <NoticeEditor
              notice={editing === "new" ? undefined : editing}
              schools={data.clientes}
              onDone={(saved) => finish(saved ? t("notices.editor.saved") : null)}
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
                  {t("notices.editor.new")}
                </button>
                <FormOutcome outcome={outcome} statusClassName="notice-editor__status" />
              </div>
              <NoticeList
                notices={data.avisos}
                schools={data.clientes}
                onEdit={(notice) => {
                  setOutcome(null);
                  setEditing(notice);
                }}
                onRemove={(notice) =>
                  remove.mutate(
                    { id: notice.id },
                    {
                      onSuccess: () => finish(t("notices.editor.removed")),
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
