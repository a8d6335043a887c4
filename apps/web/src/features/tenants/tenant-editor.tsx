import type { TenantRecord } from "@trilha/contracts/tenant";
import { webPaths } from "@trilha/contracts/web-paths";
import { useNavigate } from "react-router";
import { QueryContent } from "../../components/ui/query-content.tsx";
import { useTenant } from "../../lib/tenant-context.tsx";
import { useTenantRecord } from "./api/tenants.api.ts";
import { TenantForm } from "./tenant-form.tsx";

/**
 * One platform's editor, on its administration page. A share is changed from the main tenant only, and never
 * for the main tenant itself or the platform in use; which host names answer for a platform, the main tenant's
 * administrators say (tenant.policy.ts says the same on the server).
 */
export function TenantEditor({ tenantId }: { tenantId: number }) {
  const current = useTenant();
  const navigate = useNavigate();
  const query = useTenantRecord(tenantId);
  return (
    <QueryContent query={query} unauthorized="signed-in-home">
      {(data) => (
        <TenantForm
          key={data.plataforma.id}
          record={data.plataforma}
          shares={data.compartilhamentos}
          mayChangeShare={
            current.principal && !data.plataforma.principal && data.plataforma.slug !== current.slug
          }
          mayApproveHosts={current.principal}
          onSaved={(record: TenantRecord) => {
            // The page is addressed by the slug: a new slug moves it.
            if (record.slug !== data.plataforma.slug) {
              navigate(webPaths.tenantAdministration.build(record.slug), { replace: true });
            }
          }}
        />
      )}
    </QueryContent>
  );
}
