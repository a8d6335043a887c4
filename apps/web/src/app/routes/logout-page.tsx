import { webPaths } from "@trilha/contracts/web-paths";
import { useNavigate } from "react-router";
import { LogoutDialog } from "../../features/login/logout-dialog.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";

export function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t("logout.title"));
  return (
    <section className="panel panel--narrow">
      <LogoutDialog
        onSignedOut={() => navigate(webPaths.login.build(), { replace: true })}
        onCancel={() => navigate(webPaths.signedIn.build())}
      />
    </section>
  );
}
