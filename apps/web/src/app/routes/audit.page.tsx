import { AuditLog } from "../../features/audit/audit-log.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { PagePanel } from "./page-panel.tsx";

/** /logado/administracao/auditoria: the audit log of the platform in use (its data scope). */
export default function AuditPage() {
  const { t } = useTranslation();
  return (
    <PagePanel title={t("audit.title")} intro={t("audit.intro")}>
      <AuditLog />
    </PagePanel>
  );
}
