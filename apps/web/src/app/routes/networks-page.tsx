import { QueryContent } from "../../components/ui/query-content.tsx";
import { useManagedNetworks } from "../../features/networks/api/networks.api.ts";
import { NetworkList } from "../../features/networks/network-list.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";

export function NetworksPage() {
  const { t } = useTranslation();
  const query = useManagedNetworks();
  useDocumentTitle(t("networks.title"));
  return (
    <section className="panel">
      <h1>{t("networks.title")}</h1>
      <QueryContent query={query} unauthorized="signed-in-home">
        {(data) => <NetworkList networks={data.redes} />}
      </QueryContent>
    </section>
  );
}
