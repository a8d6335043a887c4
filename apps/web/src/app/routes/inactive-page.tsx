import { webPaths } from "@trilha/contracts/web-paths";
import { Navigate } from "react-router";
import { useTranslation } from "../../lib/i18n.ts";
import { useTenant } from "../../lib/tenant-context.tsx";
import { useDocumentTitle } from "../../lib/use-document-title.ts";

/** /desativado and /site-desativado: the only pages of an inactive tenant (spec §4); an active one's go home. */
export function InactivePage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const active = tenant.status === 1;
  useDocumentTitle(active ? null : t("inactive.title"));
  if (active) return <Navigate to={webPaths.home.build()} replace />;
  return (
    <section className="panel panel--narrow">
      <h1>{t("inactive.title")}</h1>
      <p>{t("api.tenantInactive")}</p>
    </section>
  );
}
