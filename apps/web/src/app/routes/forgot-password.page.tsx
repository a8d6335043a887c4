import { webPaths } from "@trilha/contracts/web-paths";
import { Link } from "react-router";
import { ForgotPasswordForm } from "../../features/password/forgot-password-form.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { withQueries } from "../../lib/query-client.tsx";
import { PagePanel } from "./page-panel.tsx";

function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <PagePanel title={t("forgotPassword.title")} narrow>
      <ForgotPasswordForm />
      <p>
        <Link to={webPaths.login.build()}>{t("forgotPassword.backToLogin")}</Link>
      </p>
    </PagePanel>
  );
}

export default withQueries(ForgotPasswordPage);
