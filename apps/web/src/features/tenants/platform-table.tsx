import type { TenantSummary } from "@trilha/contracts/tenant";
import { webPaths } from "@trilha/contracts/web-paths";
import { Link } from "react-router";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { ScrollTable } from "../../components/ui/scroll-table.tsx";
import { useTranslation } from "../../lib/i18n.ts";

export function PlatformTable({ tenants }: { tenants: readonly TenantSummary[] }) {
  const { t } = useTranslation();
  if (tenants.length === 0) return <EmptyState>{t("tenants.noPlatforms")}</EmptyState>;
  // Each cell names its column: below the 800 px breakpoint every row is a card of labelled lines.
  const label = {
    name: t("tenants.columns.name"),
    domain: t("tenants.columns.domain"),
    status: t("tenants.columns.status"),
    principal: t("tenants.columns.principal"),
    databaseShare: t("tenants.columns.databaseShare"),
  };
  return (
    <ScrollTable caption={t("tenants.platformsCaption")} columns={Object.values(label)}>
      {tenants.map((tenant) => (
        <tr key={tenant.id}>
          <th scope="row" data-label={label.name}>
            <Link to={webPaths.tenantAdministration.build(tenant.slug)}>{tenant.nome}</Link>
          </th>
          <td data-label={label.domain}>{tenant.dominio}</td>
          <td data-label={label.status}>
            {tenant.status === 1 ? t("tenants.active") : t("tenants.inactive")}
          </td>
          <td data-label={label.principal}>{tenant.principal ? t("tenants.yes") : t("tenants.no")}</td>
          <td data-label={label.databaseShare}>{tenant.database_share ?? "—"}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}
