import { isGuardian } from "@trilha/contracts/rules/session-roles";
import { useId } from "react";
import { ConnectedDevicesSection } from "../../features/devices/connected-devices-section.tsx";
import { LanguageOptions } from "../../features/languages/language-options.tsx";
import { ChangePasswordSection } from "../../features/password/change-password-section.tsx";
import { AccountDetails } from "../../features/profile/account-details.tsx";
import { EmailSection } from "../../features/profile/email-section.tsx";
import { ProfilePhotoSection } from "../../features/profile/profile-photo-section.tsx";
import { GuardianPairingForm } from "../../features/registrations/guardian-pairing-form.tsx";
import { TwoFactorSettings } from "../../features/two-factor/two-factor-settings.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { useSession } from "../../lib/use-session.ts";
import { PagePanel } from "./page-panel.tsx";

/**
 * /logado/conta (spec §2 "my account"): the account's details, photo and language, then the sections other
 * features own. Each of those is one line below, in its marked place.
 */
export default function AccountPage() {
  const { t } = useTranslation();
  const id = useId();
  const session = useSession();
  const user = session.status === "signed-in" ? session.user : null;
  return (
    <PagePanel title={t("nav.account")} className="account-page">
      {user ? (
        <>
          <section className="account-section" aria-labelledby={`${id}-details`}>
            <h2 id={`${id}-details`}>{t("profile.detailsTitle")}</h2>
            <AccountDetails user={user} />
          </section>
          <ProfilePhotoSection user={user} />
          <section className="account-section" aria-labelledby={`${id}-language`}>
            <h2 id={`${id}-language`}>{t("profile.languageTitle")}</h2>
            <p id={`${id}-language-hint`} className="muted">
              {t("profile.languageHint")}
            </p>
            <LanguageOptions describedBy={`${id}-language-hint`} />
          </section>
          {/* The server refuses a visiting administrator's changes to how the person signs in. */}
          {user.visitante ? (
            <p className="muted" role="note">
              {t("visiting.notAllowed")}
            </p>
          ) : (
            <>
              <EmailSection user={user} />
              <ChangePasswordSection user={user} />
              <TwoFactorSettings />
              <ConnectedDevicesSection />
              {/* Only a guardian's account links students with a family code; the server refuses anyone else. */}
              {isGuardian(user) ? <GuardianPairingForm /> : null}
            </>
          )}
        </>
      ) : null}
    </PagePanel>
  );
}
