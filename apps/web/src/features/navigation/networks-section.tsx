import type { Network } from "@trilha/contracts/networks.calls";
import { webPaths } from "@trilha/contracts/web-paths";
import { Link } from "react-router";
import { useTranslation } from "../../lib/i18n.ts";
import { useSession } from "../../lib/use-session.ts";
import { useFavouriteNetwork } from "./api/favourite-network.api.ts";
import { useManagedNetworks } from "./api/navigation.api.ts";
import { StarIcon } from "./icons.tsx";
import { PanelList } from "./panel-query.tsx";

function FavouriteToggle({ network }: { network: Network }) {
  const { t } = useTranslation();
  const favourite = useFavouriteNetwork();
  return (
    <button
      type="button"
      className="icon-button nav-panel__star"
      aria-pressed={network.isFavorito}
      // Stays focusable while the call runs (a disabled button would drop focus); a second press waits.
      aria-disabled={favourite.isPending || undefined}
      onClick={() => {
        if (favourite.isPending) return;
        favourite.mutate({ rede_id: network.id, favorito: !network.isFavorito });
      }}
    >
      <StarIcon filled={network.isFavorito} />
      <span className="visually-hidden">{t("navPanel.favourite", { name: network.nome })}</span>
    </button>
  );
}

/** Spec §2 "Networks": heading 'Minhas redes'; each row a favourite star and a link to the network's panel. */
export function NetworksSection({ onLeave }: { onLeave: () => void }) {
  const { t } = useTranslation();
  const query = useManagedNetworks();
  const session = useSession();
  // Favourites are the person's own choice: a visiting administrator sees them and changes none.
  const visiting = session.status === "signed-in" && session.user.visitante;
  return (
    <PanelList
      query={query}
      onLeave={onLeave}
      rows={(data) => data.redes}
      emptyTitle="networks.emptyTitle"
      empty="networks.emptyText"
      rowClassName="nav-panel__network"
    >
      {(network) => (
        <>
          {visiting ? (
            network.isFavorito ? (
              <span className="icon-button nav-panel__star" role="img" aria-label={t("networks.favourite")}>
                <StarIcon filled />
              </span>
            ) : (
              <span className="icon-button nav-panel__star" aria-hidden="true" />
            )
          ) : (
            <FavouriteToggle network={network} />
          )}
          <Link to={webPaths.network.build(network.id)} onClick={onLeave}>
            {network.nome}
          </Link>
        </>
      )}
    </PanelList>
  );
}
