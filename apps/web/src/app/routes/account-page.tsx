import { useTranslation } from "react-i18next";
import { AccountDetails } from "../../features/account/account-details.tsx";
import { ConnectedDevicesSection } from "../../features/devices/connected-devices-section.tsx";
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
      {session.status === "signed-in" ? <ConnectedDevicesSection /> : null}
    </section>
  );
}
