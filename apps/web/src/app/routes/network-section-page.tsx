import { webPaths } from "@trilha/contracts/web-paths";
import { Link, useParams } from "react-router";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { QueryContent } from "../../components/ui/query-content.tsx";
import { useManagedNetworks } from "../../features/networks/api/networks.api.ts";
import { findNetwork } from "../../features/networks/network-lookup.ts";
import { Registrations } from "../../features/registrations/registrations.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";

type Section = "panel" | "management" | "reports";

const SECTION_KEYS = {
  panel: "network.panel",
  management: "network.management",
  reports: "network.reports",
} as const;

function NetworkSection({ section }: { section: Section }) {
  const { t } = useTranslation();
  const { rede } = useParams();
  const query = useManagedNetworks();
  const network = query.data ? findNetwork(query.data.redes, rede) : undefined;
  const sectionName = t(SECTION_KEYS[section]);
  useDocumentTitle(network ? `${sectionName} · ${network.nome}` : sectionName);
  const notFound = query.data !== undefined && network === undefined;
  return (
    <section className="panel">
      {network ? (
        <h1>
          {network.nome} <span className="heading-suffix">· {sectionName}</span>
        </h1>
      ) : (
        <h1>{notFound ? t("network.notFound") : sectionName}</h1>
      )}
      <QueryContent query={query} unauthorized="signed-in-home">
        {() =>
          network ? (
            section === "management" ? (
              <>
                <p>
                  <Link to={webPaths.networkRosterImport.build(rede ?? network.id)}>{t("roster.link")}</Link>
                </p>
                <Registrations networkId={network.id} />
              </>
            ) : (
              <EmptyState>{t("network.empty")}</EmptyState>
            )
          ) : (
            <p>{t("network.notFoundText")}</p>
          )
        }
      </QueryContent>
    </section>
  );
}

export function NetworkPanelPage() {
  return <NetworkSection section="panel" />;
}

export function NetworkManagementPage() {
  return <NetworkSection section="management" />;
}

export function NetworkReportsPage() {
  return <NetworkSection section="reports" />;
}
