import { webPaths } from "@trilha/contracts/web-paths";
import { useNavigate } from "react-router";
import { LogoutDialog } from "../../features/login/logout-dialog.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { withQueries } from "../../lib/query-client.tsx";
import { PagePanel } from "./page-panel.tsx";

function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PagePanel title={t("logout.title")} heading={null} narrow>
      <LogoutDialog
        onSignedOut={() => navigate(webPaths.login.build(), { replace: true })}
        onCancel={() => navigate(webPaths.signedIn.build())}
      />
    </PagePanel>
  );
}

export default withQueries(LogoutPage);
