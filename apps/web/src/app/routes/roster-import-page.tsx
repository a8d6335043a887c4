import { webPaths } from "@trilha/contracts/web-paths";
import { RosterImport } from "../../features/roster/roster-import.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { useTenant } from "../../lib/tenant-context.tsx";
import { NetworkPagePanel } from "./network-page-panel.tsx";
import { PagePanel } from "./page-panel.tsx";

/** /logado/administracao/importar: the registrations of the platform in use, imported and exported. */
export function RosterImportPage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  return (
    <PagePanel title={t("roster.title")}>
      <RosterImport registrationsPath={webPaths.tenantAdministration.build(tenant.slug)} />
    </PagePanel>
  );
}

/** /logado/redes/rede/{rede}/gestao/importar: the same for a network's schools, by its manager. */
export function NetworkRosterImportPage() {
  const { t } = useTranslation();
  return (
    <NetworkPagePanel
      section={t("roster.title")}
      related={{ to: (rede) => webPaths.networkManagement.build(rede), label: t("network.management") }}
    >
      {(network) => (
        <RosterImport
          networkId={network.id}
          registrationsPath={webPaths.networkManagement.build(network.id)}
        />
      )}
    </NetworkPagePanel>
  );
}
