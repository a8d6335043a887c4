import type { TenantSummary } from "@trilha/contracts/tenant";
import { webPaths } from "@trilha/contracts/web-paths";
import { useId } from "react";
import { Link } from "react-router";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { useTranslation } from "../../lib/i18n.ts";

export function PlatformTable({ tenants }: { tenants: readonly TenantSummary[] }) {
  const { t } = useTranslation();
  const id = useId();
  if (tenants.length === 0) return <EmptyState>{t("tenants.noPlatforms")}</EmptyState>;
  return (
    // A wide table scrolls on its own on a narrow screen; the region is focusable so keyboards can scroll it.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
    <section className="table-scroll" aria-labelledby={`${id}-caption`} tabIndex={0}>
      <table className="table">
        <caption id={`${id}-caption`}>{t("tenants.platformsCaption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("tenants.columns.name")}</th>
            <th scope="col">{t("tenants.columns.domain")}</th>
            <th scope="col">{t("tenants.columns.status")}</th>
            <th scope="col">{t("tenants.columns.principal")}</th>
            <th scope="col">{t("tenants.columns.databaseShare")}</th>
          </tr>
        </thead>
        <tbody>
          {tenants.map((tenant) => (
            <tr key={tenant.id}>
              <th scope="row">
                <Link to={webPaths.tenantAdministration.build(tenant.slug)}>{tenant.nome}</Link>
              </th>
              <td>{tenant.dominio}</td>
              <td>{tenant.status === 1 ? t("tenants.active") : t("tenants.inactive")}</td>
              <td>{tenant.principal ? t("tenants.yes") : t("tenants.no")}</td>
              <td>{tenant.database_share ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
