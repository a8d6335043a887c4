import { webPaths } from "@trilha/contracts/web-paths";
import { Link } from "react-router";
import { ForgotPasswordForm } from "../../features/password/forgot-password-form.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("forgotPassword.title"));
  return (
    <section className="panel panel--narrow">
      <h1>{t("forgotPassword.title")}</h1>
      <ForgotPasswordForm />
      <p>
        <Link to={webPaths.login.build()}>{t("forgotPassword.backToLogin")}</Link>
      </p>
    </section>
  );
}
