import type { TenantSummary } from "@trilha/contracts/tenant";
import { webPaths } from "@trilha/contracts/web-paths";
import { Link } from "react-router";
import { ItemList } from "../../components/ui/item-list.tsx";
import { useTranslation } from "../../lib/i18n.ts";

/** Spec §2 "Platforms": each row links to its administration, a star if principal, database_share in brackets. */
export function PlatformList({ tenants }: { tenants: readonly TenantSummary[] }) {
  const { t } = useTranslation();
  return (
    <ItemList items={tenants} empty={t("tenants.noPlatforms")} className="link-list">
      {(tenant) => (
        <li>
          <Link to={webPaths.tenantAdministration.build(tenant.slug)}>{tenant.nome}</Link>
          {tenant.principal ? (
            <span className="badge" title={t("tenants.principal")}>
              <span aria-hidden="true">★ </span>
              {t("tenants.principal")}
            </span>
          ) : null}
          {tenant.database_share ? <span className="muted"> [{tenant.database_share}]</span> : null}
        </li>
      )}
    </ItemList>
  );
}
