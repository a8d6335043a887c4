import { webPaths } from "@trilha/contracts/web-paths";
import { Link } from "react-router";
import { QueryContent } from "../../components/ui/query-content.tsx";
import { useTenantList } from "../../features/tenants/api/tenants.api.ts";
import { PlatformList } from "../../features/tenants/platform-list.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";

/** /logado/administracao: the platforms a platform administrator can administer. */
export function AdministrationPage() {
  const { t } = useTranslation();
  const query = useTenantList();
  useDocumentTitle(t("administration.title"));
  return (
    <section className="panel">
      <h1>{t("administration.title")}</h1>
      <h2>{t("administration.platforms")}</h2>
      <QueryContent query={query} unauthorized="signed-in-home">
        {(data) => <PlatformList tenants={data.tenants} />}
      </QueryContent>
      <h2>{t("audit.title")}</h2>
      <p>
        {t("audit.linkDescription")} <Link to={webPaths.audit.build()}>{t("audit.open")}</Link>
      </p>
    </section>
  );
}
