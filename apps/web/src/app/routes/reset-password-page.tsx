import { useParams } from "react-router";
import { ResetPasswordForm } from "../../features/password/reset-password-form.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";

/** /usuario/redefinir-senha/:token, the page a reset mail links to (the server sends it without a referrer). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = "" } = useParams();
  useDocumentTitle(t("passwordFlow.resetTitle"));
  return (
    <section className="panel panel--narrow">
      <h1>{t("passwordFlow.resetTitle")}</h1>
      <ResetPasswordForm key={token} token={token} />
    </section>
  );
}
