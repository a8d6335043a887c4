import { webPaths } from "@trilha/contracts/web-paths";
import { useNavigate } from "react-router";
import { ConnectedDevicesDialog } from "../../features/devices/connected-devices-dialog.tsx";
import { withQueries } from "../../lib/query-client.tsx";
import ContentsPage from "./signed-in.page.tsx";

/** /dispositivos-conectados (spec §2, R11): the signed-in home with the connected-devices modal open. */
function ConnectedDevicesPage() {
  const navigate = useNavigate();
  return (
    <>
      <ContentsPage />
      <ConnectedDevicesDialog onClose={() => navigate(webPaths.signedIn.build(), { replace: true })} />
    </>
  );
}

export default withQueries(ConnectedDevicesPage);
