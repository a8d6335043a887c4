import { webPaths } from "@trilha/contracts/web-paths";
import { Link, useNavigate } from "react-router";
import { QueryContent } from "../../components/ui/query-content.tsx";
import { useTenantList } from "../../features/tenants/api/tenants.api.ts";
import { NewPlatform } from "../../features/tenants/new-platform.tsx";
import { PlatformList } from "../../features/tenants/platform-list.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { useTenant } from "../../lib/tenant-context.tsx";
import { PagePanel } from "./page-panel.tsx";

/** /logado/administracao: the platforms a platform administrator can administer. */
export default function AdministrationPage() {
  const { t } = useTranslation();
  const query = useTenantList();
  const current = useTenant();
  const navigate = useNavigate();
  return (
    <PagePanel title={t("administration.title")}>
      <h2>{t("administration.platforms")}</h2>
      <QueryContent query={query} unauthorized="signed-in-home">
        {(data) => (
          <>
            <PlatformList tenants={data.tenants} />
            {/* Spec §6: new platforms are the main tenant's to create. */}
            {current.principal ? (
              <NewPlatform
                shares={[
                  ...new Set(
                    data.tenants.flatMap((tenant) => (tenant.database_share ? [tenant.database_share] : [])),
                  ),
                ].sort()}
                onCreated={(record) => navigate(webPaths.tenantAdministration.build(record.slug))}
              />
            ) : null}
          </>
        )}
      </QueryContent>
      {/* Linked here, not in the header's menu, which has no room left at 1280 px. */}
      <h2>{t("roster.title")}</h2>
      <p>
        <Link to={webPaths.rosterImport.build()}>{t("roster.link")}</Link>
      </p>
      <h2>{t("audit.title")}</h2>
      <p>
        {t("audit.linkDescription")} <Link to={webPaths.audit.build()}>{t("audit.open")}</Link>
      </p>
      {/* What people of the platform are told: written here, beside the header's menu, which has no room. */}
      <h2>{t("administration.messages")}</h2>
      <ul>
        <li>
          <Link to={webPaths.noticesAdmin.build()}>{t("administration.notices")}</Link>
        </li>
        <li>
          <Link to={webPaths.announcementsAdmin.build()}>{t("administration.announcements")}</Link>
        </li>
        <li>
          <Link to={webPaths.termsAdmin.build()}>{t("administration.terms")}</Link>
        </li>
      </ul>
    </PagePanel>
  );
}
