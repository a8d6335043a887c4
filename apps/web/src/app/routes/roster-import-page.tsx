import { webPaths } from "@trilha/contracts/web-paths";
import { Link, useParams } from "react-router";
import { QueryContent } from "../../components/ui/query-content.tsx";
import { useManagedNetworks } from "../../features/networks/api/networks.api.ts";
import { findNetwork } from "../../features/networks/network-lookup.ts";
import { RosterImport } from "../../features/roster/roster-import.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";

/** /logado/administracao/importar: the registrations of the platform in use, imported and exported. */
export function RosterImportPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("roster.title"));
  return (
    <section className="panel">
      <h1>{t("roster.title")}</h1>
      <RosterImport />
    </section>
  );
}

/** /logado/redes/rede/{rede}/gestao/importar: the same for a network's schools, by its manager. */
export function NetworkRosterImportPage() {
  const { t } = useTranslation();
  const { rede } = useParams();
  const query = useManagedNetworks();
  const network = query.data ? findNetwork(query.data.redes, rede) : undefined;
  const title = t("roster.title");
  useDocumentTitle(network ? `${title} · ${network.nome}` : title);
  return (
    <section className="panel">
      <h1>
        {network ? (
          <>
            {network.nome} <span className="heading-suffix">· {title}</span>
          </>
        ) : (
          title
        )}
      </h1>
      <QueryContent query={query} unauthorized="signed-in-home">
        {() =>
          network ? (
            <>
              <p>
                <Link to={webPaths.networkManagement.build(rede ?? network.id)}>
                  {t("network.management")}
                </Link>
              </p>
              <RosterImport networkId={network.id} />
            </>
          ) : (
            <p>{t("network.notFoundText")}</p>
          )
        }
      </QueryContent>
    </section>
  );
}
