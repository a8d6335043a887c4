import { webPaths } from "@trilha/contracts/web-paths";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { Registrations } from "../../features/registrations/registrations.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { NetworkPagePanel } from "./network-page-panel.tsx";

export function NetworkPanelPage() {
  const { t } = useTranslation();
  return <EmptyNetworkSection section={t("network.panel")} />;
}

export function NetworkManagementPage() {
  const { t } = useTranslation();
  return (
    <NetworkPagePanel
      section={t("network.management")}
      notFoundHeading={t("network.notFound")}
      related={{ to: (rede) => webPaths.networkRosterImport.build(rede), label: t("roster.link") }}
    >
      {(network) => <Registrations networkId={network.id} />}
    </NetworkPagePanel>
  );
}

export function NetworkReportsPage() {
  const { t } = useTranslation();
  return <EmptyNetworkSection section={t("network.reports")} />;
}

/** A section of a network that has nothing to show yet. */
function EmptyNetworkSection({ section }: { section: string }) {
  const { t } = useTranslation();
  return (
    <NetworkPagePanel section={section} notFoundHeading={t("network.notFound")}>
      {() => <EmptyState>{t("network.empty")}</EmptyState>}
    </NetworkPagePanel>
  );
}
