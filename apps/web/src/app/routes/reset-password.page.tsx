import { useParams } from "react-router";
import { ResetPasswordForm } from "../../features/password/reset-password-form.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { withQueries } from "../../lib/query-client.tsx";
import { PagePanel } from "./page-panel.tsx";

/** /usuario/redefinir-senha/:token, the page a reset mail links to (the server sends it without a referrer). */
function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = "" } = useParams();
  return (
    <PagePanel title={t("passwordFlow.resetTitle")} narrow>
      <ResetPasswordForm key={token} token={token} />
    </PagePanel>
  );
}

export default withQueries(ResetPasswordPage);
