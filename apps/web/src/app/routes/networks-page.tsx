import { useManagedNetworks } from "../../features/networks/api/networks.api.ts";
import { NetworkList } from "../../features/networks/network-list.tsx";
import { listPage } from "./list-page.tsx";

export const NetworksPage = listPage("networks.title", useManagedNetworks, "signed-in-home", (data) => (
  <NetworkList networks={data.redes} />
));
