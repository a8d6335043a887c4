import { decodeContinuePath } from "@trilha/contracts/rules/continue-path";
import type { SignInResponse } from "@trilha/contracts/sign-in-response";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { SavedAccounts } from "../../features/account-menu/saved-accounts.tsx";
import { LoginForm } from "../../features/login/login-form.tsx";
import { socialProvidersOf } from "../../features/social-login/social-providers.ts";
import { trustedDeviceTokenFor } from "../../features/two-factor/trusted-devices.ts";
import type { SecondFactorUser } from "../../features/two-factor/two-factor-dialog.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { lazyPart } from "../../lib/lazy-part.tsx";
import {
  clearSession,
  getSession,
  isSignedInUser,
  markSessionFresh,
  type SignedInUser,
  setSession,
} from "../../lib/session-store.ts";
import { useTenant } from "../../lib/tenant-context.tsx";
import { useDocumentTitle } from "../../lib/use-document-title.ts";

/** Only a sign-in that asks for a second factor needs its dialog. */
const TwoFactorDialog = lazyPart(
  async () => (await import("../../features/two-factor/two-factor-dialog.tsx")).TwoFactorDialog,
);

/** The social buttons, downloaded with their calls only where the tenant offers them. */
const SocialLogin = lazyPart(
  async () => (await import("../../features/social-login/social-login.tsx")).SocialLogin,
  {
    calls: true,
  },
);

/**
 * /login and /login/continue/:target (spec §2). Every way of signing in ends in `handleLoggedIn`: a user still
 * owing a second factor goes through that step first; then the session is stored and the target opens.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { target } = useParams();
  const tenant = useTenant();
  useDocumentTitle(t("login.title"));
  // The login answer of a user who still owes a second factor, while its dialog is open.
  const [pendingSecondFactor, setPendingSecondFactor] = useState<SecondFactorUser | null>(null);
  // The 'salvar' choice of the login in progress, kept across the steps (2FA…) until `finish`.
  const rememberChoice = useRef(false);
  // Why the last session ended, if the server ended it: said once, then forgotten.
  const [expiredMessage] = useState(() => {
    const session = getSession();
    return session.status === "signed-out" && session.expired
      ? (session.message ?? t("api.sessionExpired"))
      : null;
  });
  useEffect(() => {
    if (expiredMessage !== null) clearSession();
  }, [expiredMessage]);

  /** Every way of signing in ends here, so each one continues to /login/continue's target (checklist R2). */
  function finish(user: SignedInUser, options: { remember?: boolean } = {}) {
    markSessionFresh(user.token);
    setSession(user, { remember: options.remember ?? rememberChoice.current });
    navigate(decodeContinuePath(target), { replace: true });
  }

  function handleLoggedIn(response: SignInResponse, choices = { remember: false }) {
    rememberChoice.current = choices.remember;
    const user = response.usuario;
    if (isSignedInUser(user)) {
      finish(user);
      return;
    }
    setPendingSecondFactor(user);
  }

  return (
    <section className="panel panel--narrow">
      <h1>{t("login.title")}</h1>
      {pendingSecondFactor ? (
        <TwoFactorDialog
          user={pendingSecondFactor}
          onVerified={finish}
          onCancel={() => setPendingSecondFactor(null)}
        />
      ) : null}
      <LoginForm
        initialAlert={expiredMessage}
        onLoggedIn={handleLoggedIn}
        trustedDeviceTokenFor={trustedDeviceTokenFor}
      />
      {/* Remembered accounts (spec §2): continuing as one is a token login, then the same `finish`. */}
      <SavedAccounts onContinue={(user) => finish(user, { remember: true })} />
      {/* Spec §2/§6: the social buttons, after an 'OU' divider, on the principal tenant only. */}
      {socialProvidersOf(tenant).length > 0 ? <SocialLogin onLoggedIn={handleLoggedIn} /> : null}
    </section>
  );
}
