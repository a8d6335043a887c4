import type { Network } from "@trilha/contracts/networks.calls";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { QueryContent } from "../../components/ui/query-content.tsx";
import { useManagedNetworks } from "../../features/networks/api/networks.api.ts";
import { findNetwork } from "../../features/networks/network-lookup.ts";
import { useTranslation } from "../../lib/i18n.ts";
import { PagePanel, SuffixedHeading } from "./page-panel.tsx";

interface NetworkPagePanelProps {
  /** The part of the network the page shows: 'Painel', 'Gestão', ... */
  section: string;
  /** The heading once the manager's networks are loaded and none is the one in the path. */
  notFoundHeading?: string;
  /** A page of the same network this one leads to, above its content: its address from `rede`, and its label. */
  related?: { to: (rede: string) => string; label: string };
  /** The page, for the network in the path. */
  children: (network: Network) => ReactNode;
}

/** /logado/redes/rede/{rede}/…: a page of one of the networks the person manages, named after it. */
export function NetworkPagePanel({
  section,
  notFoundHeading = section,
  related,
  children,
}: NetworkPagePanelProps) {
  const { t } = useTranslation();
  const { rede } = useParams();
  const query = useManagedNetworks();
  const network = query.data ? findNetwork(query.data.redes, rede) : undefined;
  const notFound = query.data !== undefined && network === undefined;
  return (
    <PagePanel
      title={network ? `${section} · ${network.nome}` : section}
      heading={
        network ? (
          <SuffixedHeading name={network.nome} suffix={section} />
        ) : notFound ? (
          notFoundHeading
        ) : (
          section
        )
      }
    >
      <QueryContent query={query} unauthorized="signed-in-home">
        {() =>
          network ? (
            <>
              {related ? (
                <p>
                  <Link to={related.to(rede ?? String(network.id))}>{related.label}</Link>
                </p>
              ) : null}
              {children(network)}
            </>
          ) : (
            <p>{t("network.notFoundText")}</p>
          )
        }
      </QueryContent>
    </PagePanel>
  );
}
