import { useTranslation } from "react-i18next";
import { AccountDetails } from "../../features/account/account-details.tsx";
import { ChangePasswordSection } from "../../features/password/change-password-section.tsx";
import { TwoFactorSettings } from "../../features/two-factor/two-factor-settings.tsx";
import { useDocumentTitle } from "../../lib/use-document-title.ts";
import { useSession } from "../../lib/use-session.ts";

export function AccountPage() {
  const { t } = useTranslation();
  const session = useSession();
  useDocumentTitle(t("nav.account"));
  return (
    <section className="panel">
      <h1>{t("nav.account")}</h1>
      {session.status === "signed-in" ? <AccountDetails user={session.user} /> : null}
      {session.status === "signed-in" ? <ChangePasswordSection user={session.user} /> : null}
      {session.status === "signed-in" ? <TwoFactorSettings /> : null}
    </section>
  );
}
