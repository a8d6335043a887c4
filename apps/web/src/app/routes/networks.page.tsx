import { useManagedNetworks } from "../../features/networks/api/networks.api.ts";
import { NetworkList } from "../../features/networks/network-list.tsx";
import { listPage } from "./list-page.tsx";

const NetworksPage = listPage("networks.title", useManagedNetworks, "signed-in-home", (data) => (
  <NetworkList networks={data.redes} />
));

export default NetworksPage;
