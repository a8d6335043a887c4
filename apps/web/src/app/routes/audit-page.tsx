import { AuditLog } from "../../features/audit/audit-log.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";

/** /logado/administracao/auditoria: the audit log of the platform in use (its data scope). */
export function AuditPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("audit.title"));
  return (
    <section className="panel">
      <h1>{t("audit.title")}</h1>
      <p className="muted">{t("audit.intro")}</p>
      <AuditLog />
    </section>
  );
}
