import type { Network } from "@trilha/contracts/networks.calls";
import { webPaths } from "@trilha/contracts/web-paths";
import { Link } from "react-router";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { useTranslation } from "../../lib/i18n.ts";

export function NetworkList({ networks }: { networks: readonly Network[] }) {
  const { t } = useTranslation();
  if (networks.length === 0) {
    return <EmptyState title={t("networks.emptyTitle")}>{t("networks.emptyText")}</EmptyState>;
  }
  return (
    <ul className="link-list">
      {networks.map((network) => (
        <li key={network.id}>
          <Link to={webPaths.network.build(network.id)}>{network.nome}</Link>
          {network.isFavorito ? <span className="badge">{t("networks.favourite")}</span> : null}
        </li>
      ))}
    </ul>
  );
}
