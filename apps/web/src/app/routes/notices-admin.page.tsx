import type { AuthoredNotice } from "@trilha/contracts/notices.calls";
import { AuthoringPage } from "../../components/ui/authoring-page.tsx";
import { useAuthoredNotices, useRemoveNotice } from "../../features/notices/api/notices.api.ts";
import { NoticeEditor } from "../../features/notices/notice-editor.tsx";
import { NoticeList } from "../../features/notices/notice-list.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import "../../features/notices/notice-editor.css";
import { authoringMessages } from "./authoring-messages.ts";

/**
 * /logado/administracao/avisos: the notices mensagens.json serves, written here by the platform's
 * administrators, with the banner as people will see it.
 */
export default function NoticesAdminPage() {
  const { t } = useTranslation();
  const remove = useRemoveNotice();
  return (
    <AuthoringPage<AuthoredNotice, ReturnType<typeof useAuthoredNotices>["data"] & object>
      {...authoringMessages(t, "notices")}
      query={useAuthoredNotices()}
      editor={(notice, data, done) => <NoticeEditor notice={notice} schools={data.clientes} onDone={done} />}
      list={(data, actions) => (
        <NoticeList
          notices={data.avisos}
          schools={data.clientes}
          onEdit={actions.edit}
          onRemove={actions.remove}
        />
      )}
      remove={(notice) => remove.mutateAsync({ id: notice.id })}
    />
  );
}
