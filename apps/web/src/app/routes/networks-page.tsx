import { QueryContent } from "../../components/ui/query-content.tsx";
import { useManagedNetworks } from "../../features/networks/api/networks.api.ts";
import { NetworkList } from "../../features/networks/network-list.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { PagePanel } from "./page-panel.tsx";

export function NetworksPage() {
  const { t } = useTranslation();
  return (
    <PagePanel title={t("networks.title")}>
      <QueryContent query={useManagedNetworks()} unauthorized="signed-in-home">
        {(data) => <NetworkList networks={data.redes} />}
      </QueryContent>
    </PagePanel>
  );
}
